import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { IconBadge } from '@/components/IconBadge';
import { IntroVideo } from '@/components/IntroVideo';
import { siteConfig } from '@/api/config';
import { company } from '@/content/company';
import { videoCardWords } from '@/content/videoCard';
import { SideBySide } from '@/components/SideBySide';
import { PageHero } from '@/components/PageHero';
import { TeamProcessIllustration } from '@/components/illustrations/TeamProcessIllustration';
import { PageSection } from '@/components/PageSection';
import { StepList } from '@/components/StepList';
import { companyDescription, websiteBenefits } from '@/content/about';
import { customerSteps, websitePriceFrom } from '@/content/marketing';
import { formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';
import { TeamCarousel } from './TeamCarousel';

/** Beside the benefits, what a website costs and takes, and the way to start one. */
function StartCard({ priceFrom }: { priceFrom: string }) {
  return (
    // At 20 px padding a 390 px phone keeps 'Start Building Your Website Now' on one line.
    <Card withBorder radius="lg" padding="lg" bg="brand.0">
      <Title order={3} size="h3">
        <Trans>Your website from {priceFrom}</Trans>
      </Title>
      <Text mt="xs">
        <Trans>Domain, hosting, SSL and corporate e-mails included, live in as little as 72 hours.</Trans>
      </Text>
      <Button component={Link} href="/createwebsite" size="md" mt="lg" fullWidth>
        <Trans>Start Building Your Website Now</Trans>
      </Button>
    </Card>
  );
}

export default function AboutPage() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  return (
    <>
      <PageHero
        eyebrow={t`About Webbee`}
        title={t`We put UAE businesses online`}
        intro={t`Webbee is a web-development company in Dubai. We build websites, online stores and business apps that owners can run themselves, without a developer on call.`}
        visual={<TeamProcessIllustration />}
      />
      <PageSection title={t`Who we are`}>
        <SideBySide
          aside={
            <IntroVideo
              title={t`Our story: the team behind Webbee`}
              poster="/images/story-poster.svg"
              channelUrl={company.youtubeChannelUrl}
              actions={videoCardWords(i18n)}
              videoId={siteConfig.storyVideoId}
            />
          }
        >
          <Stack gap="md">
            {companyDescription(formatPrice(websitePriceFrom, locale)).map((paragraph) => (
              <Text key={paragraph.id}>{i18n._(paragraph)}</Text>
            ))}
          </Stack>
        </SideBySide>
      </PageSection>
      <PageSection title={t`How we work`} intro={t`Three steps take you from sign-up to a live website.`} tinted>
        <StepList steps={customerSteps} />
      </PageSection>
      <PageSection
        title={t`Still not convinced?`}
        intro={t`A mobile-friendly website works for your business day and night:`}
      >
        <SideBySide textSpan={7} aside={<StartCard priceFrom={formatPrice(websitePriceFrom, locale)} />}>
          <List
            spacing="sm"
            icon={
              <IconBadge size={24} background="brand-7">
                <IconCheck size={14} />
              </IconBadge>
            }
          >
            {websiteBenefits.map((benefit) => (
              <List.Item key={benefit.id}>{i18n._(benefit)}</List.Item>
            ))}
          </List>
        </SideBySide>
      </PageSection>
      <PageSection title={t`Our Team`} intro={t`The people who design, build and support your website.`} tinted>
        <TeamCarousel />
      </PageSection>
    </>
  );
}
