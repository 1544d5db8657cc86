import type { Story, StoryDefault } from '@ladle/react';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import reviewIcon from '@tabler/icons/outline/clock-hour-4.svg?no-inline';
import celebrationIcon from '@tabler/icons/outline/confetti.svg?no-inline';
import reassuranceIcon from '@tabler/icons/outline/heart-handshake.svg?no-inline';
import { primaryAction, secondaryAction } from '@/components/actionButtons';
import { Callout } from '@/components/Callout';
import { CallsToAction } from '@/components/CallsToAction';
import { CallToActionPanel } from '@/components/CallToActionPanel';
import { ClosingCallToAction } from '@/components/ClosingCallToAction';
import { Columns } from '@/components/Columns';
import { ExternalLink } from '@/components/ExternalLink';
import { FeatureCards } from '@/components/FeatureCards';
import { FeatureGroups } from '@/components/FeatureGroups';
import { FeatureTiles } from '@/components/FeatureTiles';
import { HighlightCards } from '@/components/HighlightCards';
import { IconBadge } from '@/components/IconBadge';
import { MaskedIcon } from '@/components/MaskedIcon';
import { PageHero } from '@/components/PageHero';
import { PageSection } from '@/components/PageSection';
import { SafeHtml } from '@/components/SafeHtml';
import { SideBySide } from '@/components/SideBySide';
import { SiteLink } from '@/components/SiteLink';
import { StepList } from '@/components/StepList';
import { TickedList } from '@/components/TickedList';
import { company } from '@/content/company';
import { includedFeatureGroups, whyUs } from '@/content/home';
import { customerSteps } from '@/content/marketing';
import { premiumModules } from '@/content/home';
import { clientAppFeatures } from '@/features/products/clientAppFeatures';

export default { title: 'Components / Page parts' } satisfies StoryDefault;

export const Hero: Story = () => (
  <PageHero
    eyebrow="Websites for UAE businesses"
    title="Your professional business website, ready in 72 hours"
    intro="From AED 1499 with domain and hosting."
  >
    <Button {...primaryAction}>Start Building Your Website Now</Button>
    <Button {...secondaryAction}>Book a Demo</Button>
  </PageHero>
);

export const HeroWithTitleOnly: Story = () => <PageHero title="Sitemap" />;

export const SectionWithFeatureGroups: Story = () => {
  const { i18n } = useLingui();
  return (
    <PageSection title="Everything included in your website" intro="Every package comes with these features.">
      <FeatureGroups
        groups={includedFeatureGroups.map(({ title, features }) => ({
          title: i18n._(title),
          items: features.map((feature) => ({ key: feature.id, name: i18n._(feature) })),
        }))}
      />
    </PageSection>
  );
};

/** The Cart's groups: each feature with its own icon and an HTML line under its name. */
export const FeatureGroupsWithDetails: Story = () => (
  <FeatureGroups
    groups={[
      {
        title: 'Run your store',
        icon: IconCheck,
        items: [
          {
            key: 1,
            name: 'Dashboard',
            detail: <SafeHtml html="<p>See <strong>total sales and orders</strong> at a glance.</p>" />,
          },
          { key: 2, name: 'Coupons', detail: <Text size="sm">Create discount codes for campaigns.</Text> },
        ],
      },
    ]}
  />
);

export const NoFeatureGroups: Story = () => <FeatureGroups groups={[]} />;

export const TintedSectionWithFeatureTiles: Story = () => (
  <PageSection title="Premium modules" tinted>
    <FeatureTiles items={premiumModules} />
  </PageSection>
);

export const NoFeatureTiles: Story = () => <FeatureTiles items={[]} />;

/** Reasons in no particular order: icons, not numbers. */
export const Highlights: Story = () => <HighlightCards items={whyUs('AED 1,499')} />;

export const NoHighlights: Story = () => <HighlightCards items={[]} />;

export const SectionWithSteps: Story = () => (
  <PageSection title="How we work" intro="Three steps take you from sign-up to a live website." tinted>
    <StepList steps={customerSteps} />
    <SiteLink href="/createwebsite">Start Building Your Website Now</SiteLink>
  </PageSection>
);

export const Steps: Story = () => <StepList steps={customerSteps} />;

export const Links: Story = () => (
  <p>
    <SiteLink href="/contact">Contact Us</SiteLink> navigates inside the site;{' '}
    <ExternalLink href={company.mapsUrl}>Open in Google Maps</ExternalLink> opens a new tab.
  </p>
);

export const TextWithSomethingBeside: Story = () => (
  <SideBySide aside={<FeatureTiles items={premiumModules.slice(0, 4)} />}>
    <p>Text on the left from 1024 px, with the list beside it; on phones the list comes below.</p>
  </SideBySide>
);

/** The sign-up pages: a tall form with a short note kept at its top. */
export const FormWithNoteBeside: Story = () => (
  <SideBySide textSpan={7} align="start" aside={<Text fw={700}>Already a seller? Log in to the vendor portal</Text>}>
    <StepList steps={customerSteps} />
  </SideBySide>
);

/** The product pages: the about heading and the app's heading beside it on one line from 1024 px. */
export const HeadingsOnOneLine: Story = () => (
  <SideBySide
    textSpan={7}
    align="baseline"
    aside={
      <Title order={3} size="h4">
        Get the Webbee Cart app
      </Title>
    }
  >
    <Title order={2} c="brand.9">
      About Webbee Cart
    </Title>
    <Text size="lg">A complete online store for UAE businesses, with a mobile app for your customers.</Text>
  </SideBySide>
);

export const FeatureCardsInFourColumns: Story = () => {
  const { i18n } = useLingui();
  return (
    <FeatureCards
      columns={4}
      features={clientAppFeatures.map(({ title, text, icon }) => ({
        title: i18n._(title),
        icon,
        body: <Text>{i18n._(text)}</Text>,
      }))}
    />
  );
};

/** A single card at the start of its band, under the title, as Home's reviews. */
export const SingleCardSection: Story = () => (
  <PageSection title="What our customers say" intro="Three of the businesses we put online.">
    <Text maw={640}>
      We had been putting off our website for two years. Webbee had our restaurant online in three days.
    </Text>
  </PageSection>
);

export const NoFeatureCards: Story = () => <FeatureCards features={[]} />;

/** The Webbee Cart cards: HTML bodies, spaced exactly as the Webbee Client's plain ones. */
export const FeatureCardsWithHtml: Story = () => (
  <FeatureCards
    features={[
      { title: 'Dashboard', body: <SafeHtml html="<p>See <strong>total sales and orders</strong> at a glance.</p>" /> },
      { title: 'Coupons', body: <Text>Create discount codes for campaigns.</Text> },
    ]}
  />
);

/** One column on phones, two from 768 px, three from 1024 px: resize the preview. */
export const ColumnsOneTwoThree: Story = () => {
  const { i18n } = useLingui();
  return (
    <Columns cols={{ base: 1, sm: 2, md: 3 }} gap="lg">
      {premiumModules.map(({ name }) => (
        <Text key={name.id} p="md" bg="gray.1">
          {i18n._(name)}
        </Text>
      ))}
    </Columns>
  );
};

export const NoColumns: Story = () => <Columns cols={{ base: 1, sm: 2 }}>{[]}</Columns>;

export const IconBadges: Story = () => (
  <Group>
    <IconBadge size={26} background="brand-7">
      <IconCheck size={16} />
    </IconBadge>
    <IconBadge size={40} background="honey-4" color="brand-9">
      2
    </IconBadge>
  </Group>
);

export const ClosingCallToActionWithTwoActions: Story = () => (
  <ClosingCallToAction
    title="See Webbee Cart with your own products"
    text="Book a demo and we will walk you through the store, the app and the dashboard, and what going live takes."
  >
    <Button {...primaryAction}>Book a Demo</Button>
    <Button {...secondaryAction}>Contact Us</Button>
  </ClosingCallToAction>
);

/** Beside an article from 1024 px: the same panel in a column of 24rem, its buttons side by side under the text. */
export const CallToActionPanelBesideText: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <CallToActionPanel
      title="Your business online in 72 hours"
      text="A website with domain, hosting and SSL from AED 1499, set up for you by our team."
    >
      <Button {...primaryAction}>Get started</Button>
      <Button {...secondaryAction}>Book a Demo</Button>
    </CallToActionPanel>
  </div>
);

/** The one pair every hero and closing band uses: filled first, outlined second. On phones, one to a line. */
export const CallsToActionPair: Story = () => (
  <CallsToAction>
    <Button {...primaryAction}>Contact Us</Button>
    <Button {...secondaryAction}>Book a Demo</Button>
  </CallsToAction>
);

export const CallsToActionOne: Story = () => (
  <CallsToAction>
    <Button {...primaryAction}>Register now</Button>
  </CallsToAction>
);

export const TickedListOfShortItems: Story = () => (
  <TickedList
    aria-label="Included"
    items={['Domain name', 'Hosting', 'Free SSL', 'Corporate emails'].map((name) => ({ key: name, content: name }))}
  />
);
export const TickedListEmpty: Story = () => <TickedList aria-label="Included" items={[]} />;

export const Callouts: Story = () => (
  <Columns cols={{ base: 1, sm: 2 }} gap="lg">
    <Callout icon={reviewIcon} title="Quick review">
      We process applications within 48 hours.
    </Callout>
    <Callout
      icon={reassuranceIcon}
      title="Congratulations in advance!"
      footer="Questions before you sign up? Call our sales team on +971 4 250 7080."
    >
      Once your site is live you manage it yourself from your backend portal.
    </Callout>
  </Columns>
);

export const IconFromAFile: Story = () => (
  <Group c="brand.7">
    <MaskedIcon src={reviewIcon} size={24} />
    <MaskedIcon src={celebrationIcon} size={32} />
  </Group>
);
