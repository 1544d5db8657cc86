import { useLingui } from '@lingui/react/macro';
import { Card, Group, Title } from '@mantine/core';
import {
  IconArrowUpRight,
  IconChevronRight,
  IconLayoutGrid,
  IconLink,
  IconShare,
  type TablerIcon,
} from '@tabler/icons-react';
import { useMounted } from '@mantine/hooks';
import { useGetFooter } from '@/api/generated/settings/settings';
import { Columns } from '@/components/Columns';
import { IconBadge } from '@/components/IconBadge';
import { ExternalLink } from '@/components/ExternalLink';
import { SiteTreeIllustration } from '@/components/illustrations/SiteTreeIllustration';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { SiteLink } from '@/components/SiteLink';
import type { NavigationLink } from '@/content/company';
import { generalLinks, landingPageLinks } from '@/content/sitemap';
import { sitemapSocialLinks } from '@/content/social';
import { useId } from 'react';
import classes from './SitemapPage.module.css';

interface Link {
  label: string;
  href: string;
}

/** One group of links, as a card like every other on the site: its icon and heading over its links. */
function LinkGroup({
  title,
  icon: Icon,
  links,
  external = false,
}: {
  title: string;
  icon: TablerIcon;
  links: Link[];
  external?: boolean;
}) {
  const LinkTo = external ? ExternalLink : SiteLink;
  // An internal link points the way the text reads; an external one out of the page.
  const Arrow = external ? IconArrowUpRight : IconChevronRight;
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg" h="100%">
      <Group gap="sm" wrap="nowrap">
        <IconBadge size={44} background="brand-7">
          <Icon size={24} stroke={1.75} />
        </IconBadge>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
      </Group>
      <ul className={classes.links}>
        {links.map((link) => (
          <li key={link.href}>
            <LinkTo href={link.href} className={classes.link} underline="hover">
              <span>{link.label}</span>
              <Arrow size={18} className={external ? undefined : classes.forward} aria-hidden="true" />
            </LinkTo>
          </li>
        ))}
      </ul>
    </Card>
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
      <PageHero
        eyebrow={t`Sitemap`}
        title={t`Sitemap`}
        intro={t`Every page of the Webbee website in one place.`}
        emblem={<SiteTreeIllustration />}
      />
      <PageSection>
        <Columns cols={{ base: 1, sm: 3 }} gap="lg">
          <LinkGroup title={t`Landing Page`} icon={IconLayoutGrid} links={translated(landingPageLinks)} />
          <LinkGroup title={t`General Links`} icon={IconLink} links={translated(generalLinks)} />
          <LinkGroup title={t`Social Media`} icon={IconShare} links={sitemapSocialLinks(socialMedia)} external />
        </Columns>
      </PageSection>
    </>
  );
}
