import { useLingui } from '@lingui/react/macro';
import { List, Stack, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useGetFooter } from '@/api/generated/settings/settings';
import { Columns } from '@/components/Columns';
import { ExternalLink } from '@/components/ExternalLink';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { SiteLink } from '@/components/SiteLink';
import type { NavigationLink } from '@/content/company';
import { generalLinks, landingPageLinks } from '@/content/sitemap';
import { sitemapSocialLinks } from '@/content/social';

interface Link {
  label: string;
  href: string;
}

/** One group of links under a section heading styled as every other section's on the site. */
function LinkGroup({ title, links, external = false }: { title: string; links: Link[]; external?: boolean }) {
  const LinkTo = external ? ExternalLink : SiteLink;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" c="brand.9">
        {title}
      </Title>
      <List spacing="xs">
        {links.map((link) => (
          <List.Item key={link.href}>
            <LinkTo href={link.href}>{link.label}</LinkTo>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export default function SitemapPage() {
  const { i18n, t } = useLingui();
  const footer = useGetFooter();
  // The footer data can arrive while this page is still hydrating; the prerendered HTML lists the
  // company's own addresses, so the first render must too.
  const socialMedia = useMounted() ? footer.data?.Result.SocialMedia : undefined;
  const translated = (links: NavigationLink[]) => links.map(({ label, href }) => ({ label: i18n._(label), href }));

  return (
    <>
      <PageHero eyebrow={t`Sitemap`} title={t`Sitemap`} intro={t`Every page of the Webbee website in one place.`} />
      <PageSection>
        <Columns cols={{ base: 1, sm: 3 }} gap="xl">
          <LinkGroup title={t`Landing Page`} links={translated(landingPageLinks)} />
          <LinkGroup title={t`General Links`} links={translated(generalLinks)} />
          <LinkGroup title={t`Social Media`} links={sitemapSocialLinks(socialMedia)} external />
        </Columns>
      </PageSection>
    </>
  );
}
