import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback, useState } from 'react';
import { Link, useRoute } from 'wouter';
import { FeatureGroups } from '@/components/FeatureGroups';
import { FeatureTiles } from '@/components/FeatureTiles';
import { IntroVideo } from '@/components/IntroVideo';
import { siteConfig } from '@/api/config';
import { company } from '@/content/company';
import { videoCardWords } from '@/content/videoCard';
import { SideBySide } from '@/components/SideBySide';
import { PageHero } from '@/components/PageHero';
import { SiteEditorIllustration } from '@/components/illustrations/SiteEditorIllustration';
import { PageSection } from '@/components/PageSection';
import { HighlightCards } from '@/components/HighlightCards';
import { includedFeatureGroups, includedFeatures, premiumModules, testimonials, whyUs } from '@/content/home';
import { websitePriceFrom } from '@/content/marketing';
import { BookDemoButton } from '@/components/BookDemoButton';
import { ClosingCallToAction } from '@/components/ClosingCallToAction';
import { primaryAction, secondaryAction } from '@/components/actionButtons';
import { ArticleCarouselSkeleton } from '@/components/ListSkeleton';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';
import type { ArticleKind } from '@/lib/articleListPaths';
import { usePageIdle } from '@/lib/pageIdle';
import { retryableLazy } from '@/lib/retryableLazy';
import { NotFoundNotice } from './NotFoundNotice';
import { HomeArticlesBand, type HomeArticlesBandProps } from './HomeArticlesBand';
import { ReviewsSlider } from './ReviewsSlider';

// Below the fold: their cards' code and data wait until the page is idle, their bands' shapes do not.
const HomeArticlesCarousel = retryableLazy(() => import('./HomeArticlesCarousel'));

export default function HomePage() {
  const idle = usePageIdle({ preload: [HomeArticlesCarousel.load] });
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const priceFrom = formatPrice(websitePriceFrom, locale);
  const featureCount = includedFeatures.length;
  // Home is also what a path the site does not know shows (routes.ts); there it says so.
  const [atHome] = useRoute('/');
  const [emptyBands, setEmptyBands] = useState<ArticleKind[]>([]);
  const dropBand = useCallback(
    (kind: ArticleKind) => setEmptyBands((kinds) => (kinds.includes(kind) ? kinds : [...kinds, kind])),
    [],
  );
  const articleBands: HomeArticlesBandProps[] = [
    { kind: 'newsEvents', heading: t`News & Events` },
    { kind: 'blogs', heading: t`Blogs`, tinted: true },
  ];
  return (
    <>
      <PageHero
        notice={atHome ? undefined : <NotFoundNotice />}
        eyebrow={t`Websites for UAE businesses`}
        title={t`Your professional business website, ready in 72 hours`}
        intro={t`A complete website from ${priceFrom} with domain, hosting and SSL included. Update it yourself with our no-code content management system.`}
        visual={
          <SiteEditorIllustration
            label={t`A restaurant's website being edited in the Webbee content management system`}
          />
        }
      >
        <Button component={Link} href="/createwebsite" {...primaryAction}>
          <Trans>Start Building Your Website Now</Trans>
        </Button>
        <BookDemoButton {...secondaryAction} />
      </PageHero>
      <PageSection
        title={t`Everything included in your website`}
        intro={t`Every package comes with these ${featureCount} features, set up for you by our team.`}
      >
        <FeatureGroups
          groups={includedFeatureGroups.map(({ title, features }) => ({
            title: i18n._(title),
            items: features.map((feature) => ({ key: feature.id, name: i18n._(feature) })),
          }))}
        />
      </PageSection>
      <PageSection title={t`Premium modules`} intro={t`Add these modules when your business needs more.`} tinted>
        <FeatureTiles items={premiumModules} />
      </PageSection>
      <PageSection>
        <SideBySide
          aside={
            <IntroVideo
              title={t`Product tour: from logo to launch`}
              poster="/images/video-poster.svg"
              channelUrl={company.youtubeChannelUrl}
              actions={videoCardWords(i18n)}
              videoId={siteConfig.introVideoId}
            />
          }
        >
          <Stack gap="md">
            <Title order={2}>
              <Trans>See how it works</Trans>
            </Title>
            <Text size="lg">
              <Trans>
                From your logo and business details to a live website with your own domain: watch how our team and our
                content management system put a UAE business online in 72 hours.
              </Trans>
            </Text>
            <Button component={Link} href="/aboutus" {...secondaryAction} w="fit-content">
              <Trans>More about us</Trans>
            </Button>
          </Stack>
        </SideBySide>
      </PageSection>
      <PageSection title={t`Why Webbee`} intro={t`What you can count on when you build your website with us.`} tinted>
        <HighlightCards items={whyUs(priceFrom)} />
      </PageSection>
      {articleBands
        .filter((band) => !emptyBands.includes(band.kind))
        .map((band) => (
          <HomeArticlesBand key={band.kind} {...band}>
            {idle ? (
              <PartBoundary
                fallback={({ loadFailed, onRetry }) => <PartUnavailable loadFailed={loadFailed} onRetry={onRetry} />}
              >
                <Suspense fallback={<ArticleCarouselSkeleton what={band.heading} />}>
                  <HomeArticlesCarousel kind={band.kind} heading={band.heading} onEmpty={dropBand} />
                </Suspense>
              </PartBoundary>
            ) : (
              <ArticleCarouselSkeleton what={band.heading} />
            )}
          </HomeArticlesBand>
        ))}
      <PageSection title={t`What our customers say`}>
        <ReviewsSlider reviews={testimonials} />
      </PageSection>
      {/* Once the page is idle: the first load's HTML has no bytes to spare for the page's last band,
          which no visitor reaches before then. */}
      {idle && (
        <ClosingCallToAction
          title={t`Ready to put your business online?`}
          text={t`Send us your logo and business details today and your website can be live in 72 hours, from ${priceFrom} with your domain and hosting included. Prefer to see it first? Book a demo and we will walk you through it.`}
        >
          <Button component={Link} href="/createwebsite" {...primaryAction}>
            <Trans>Start Building Your Website Now</Trans>
          </Button>
          <BookDemoButton {...secondaryAction} />
        </ClosingCallToAction>
      )}
    </>
  );
}
