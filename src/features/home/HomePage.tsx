import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { FeatureList } from '@/components/FeatureList';
import { IntroVideo } from '@/components/IntroVideo';
import { company } from '@/content/company';
import { SideBySide } from '@/components/SideBySide';
import { PageHero } from '@/components/PageHero';
import { SiteEditorIllustration } from '@/components/illustrations/SiteEditorIllustration';
import { PageSection } from '@/components/PageSection';
import { StepList } from '@/components/StepList';
import { testimonials, whyUs } from '@/content/home';
import { claims, includedFeatures, premiumModules } from '@/content/marketing';
import { BookDemoButton } from '@/components/BookDemoButton';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { usePageIdle } from '@/lib/pageIdle';
import { retryableLazy } from '@/lib/retryableLazy';
import { ReviewsSlider } from './ReviewsSlider';

// Below the fold and empty until their lists load: their code and data wait until the page is idle.
const HomeArticlesCarousel = retryableLazy(() => import('@/features/articles/HomeArticlesCarousel'));

export default function HomePage() {
  const idle = usePageIdle();
  const { i18n } = useLingui();
  return (
    <>
      <PageHero
        eyebrow="Websites for UAE businesses"
        title="Your professional business website, ready in 72 hours"
        intro={`A complete website from ${i18n._(claims.priceFrom)} with domain, hosting and SSL included. Update it yourself with our no-code content management system.`}
        visual={
          <SiteEditorIllustration label="A restaurant's website being edited in the Webbee content management system" />
        }
      >
        <Group>
          <Button component={Link} href="/createwebsite" size="lg">
            Start Building Your Website Now
          </Button>
          <BookDemoButton size="lg" />
        </Group>
      </PageHero>
      <PageSection
        title="Everything included in your website"
        intro={`Every package comes with these ${includedFeatures.length} features, set up for you by our team.`}
      >
        <FeatureList items={includedFeatures} />
      </PageSection>
      <PageSection title="Premium modules" intro="Add these modules when your business needs more." tinted>
        <FeatureList items={premiumModules} columns={4} />
      </PageSection>
      <PageSection>
        <SideBySide aside={<IntroVideo channelUrl={company.youtubeChannelUrl} />}>
          <Stack gap="md">
            <Title order={2} c="brand.9">
              See how it works
            </Title>
            <Text size="lg">
              From your logo and business details to a live website with your own domain: watch how our team and our
              content management system put a UAE business online in {i18n._(claims.readyIn)}.
            </Text>
            <Button component={Link} href="/aboutus" variant="outline" w="fit-content">
              More about us
            </Button>
          </Stack>
        </SideBySide>
      </PageSection>
      <PageSection title="Why Webbee" intro="Thousands of UAE businesses chose us for the same reasons." tinted>
        <StepList steps={whyUs} />
      </PageSection>
      {idle && (
        <PartBoundary
          fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}
        >
          <Suspense fallback={null}>
            <HomeArticlesCarousel kind="newsEvents" />
            <HomeArticlesCarousel kind="blogs" tinted />
          </Suspense>
        </PartBoundary>
      )}
      <PageSection title="What our customers say">
        <ReviewsSlider reviews={testimonials} />
      </PageSection>
    </>
  );
}
