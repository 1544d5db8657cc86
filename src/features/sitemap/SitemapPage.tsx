import { List, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useGetFooter } from '@/api/generated/settings/settings';
import { ExternalLink } from '@/components/ExternalLink';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { SiteLink } from '@/components/SiteLink';
import { whatsappChatUrl, type SiteLink as Link } from '@/content/company';
import { generalLinks, landingPageLinks, socialNetworks } from '@/content/sitemap';

function LinkGroup({ title, links }: { title: string; links: Link[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <List spacing="xs">
        {links.map((link) => (
          <List.Item key={link.href}>
            <SiteLink href={link.href}>{link.label}</SiteLink>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export default function SitemapPage() {
  const footer = useGetFooter();
  // The footer data can arrive while this page is still hydrating; the prerendered HTML has none.
  const socialMedia = useMounted() ? footer.data?.Result.SocialMedia : undefined;
  const socialLinks = socialNetworks.flatMap((network) => {
    const value = socialMedia?.[network];
    if (!value) return [];
    return [{ label: network, href: network === 'Whatsapp' ? whatsappChatUrl(value) : value }];
  });

  return (
    <>
      <PageHero eyebrow="Sitemap" title="Sitemap" intro="Every page of the Webbee website in one place." />
      <PageSection>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <LinkGroup title="Landing Page" links={landingPageLinks} />
          <LinkGroup title="General Links" links={generalLinks} />
          <Stack gap="sm">
            <Title order={2} size="h3">
              Social Media
            </Title>
            <List spacing="xs">
              {socialLinks.map((link) => (
                <List.Item key={link.label}>
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                </List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>
      </PageSection>
    </>
  );
}
