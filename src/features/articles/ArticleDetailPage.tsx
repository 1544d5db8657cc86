import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Container, Loader, useDirection } from '@mantine/core';
import { Link, useParams } from 'wouter';
import { ApiError } from '@/api/ApiError';
import { siteConfig } from '@/api/config';
import { ArticleCard } from '@/components/ArticleCard';
import { ArticlePicture } from '@/components/ArticlePicture';
import { BookDemoButton } from '@/components/BookDemoButton';
import { primaryAction, secondaryAction } from '@/components/actionButtons';
import { CallToActionPanel } from '@/components/CallToActionPanel';
import { LazyCardCarousel } from '@/components/LazyCardCarousel';
import { formatDate } from '@/components/formatDate';
import { JsonLd } from '@/components/JsonLd';
import { PageHero } from '@/components/PageHero';
import { PageMeta } from '@/components/PageMeta';
import { PageSection } from '@/components/PageSection';
import { htmlToText } from '@/components/htmlText';
import { SafeHtml } from '@/components/SafeHtml';
import { LoadError } from '@/components/StatusMessage';
import { SiteLink } from '@/components/SiteLink';
import { company } from '@/content/company';
import { websitePriceFrom } from '@/content/marketing';
import { formatPrice } from '@/lib/i18n/format';
import { articlePictureUrl } from '@/lib/articlePictureUrl';
import { localizedPath } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';
import type { ArticleKind } from '@/lib/articleListPaths';
import { articleKinds } from './articleKinds';
import classes from './ArticleDetailPage.module.css';

/** 'Similar' items under a post; nothing when there are none or the call failed. */
function SimilarArticles({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const { t } = useLingui();
  const { useRelated } = articleKinds[kind];
  const related = useRelated(slug).data?.Result.filter((article) => article.Slug !== slug) ?? [];
  if (related.length === 0) return null;
  return (
    <PageSection title={t`Similar`} tinted>
      <LazyCardCarousel
        label={t`Similar articles`}
        slides={related.map((article) => ({
          key: article.Slug,
          content: <ArticleCard article={article} kind={kind} />,
        }))}
      />
    </PageSection>
  );
}

/** A blog post or a news item, or a friendly not-found state with a way back to the list. */
export function ArticleDetailPage({ kind }: { kind: ArticleKind }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const { i18n, t } = useLingui();
  const locale = useLocale();
  // Back is toward where the line starts: the left in English, the right in Arabic.
  const backArrow = useDirection().dir === 'rtl' ? '→' : '←';
  const { listPath, schemaType, useDetail } = articleKinds[kind];
  const heading = i18n._(articleKinds[kind].heading);
  const detail = useDetail(slug);
  const article = detail.data?.Result;

  if (detail.isPending) {
    return (
      <Center mih="70vh">
        <Loader role="status" aria-label={t`Loading ${heading}`} />
      </Center>
    );
  }

  // Only the server's 404 means the item is gone; a 500, a timeout or a broken body may pass.
  const notFound = detail.isSuccess || (detail.error instanceof ApiError && detail.error.status === 404);
  if (!article && !notFound) {
    return (
      <>
        <PageMeta
          title={t`Couldn't load | ${heading} | Webbee`}
          description={t`This item of ${heading} could not be loaded.`}
          path={`${listPath}/${slug}`}
        />
        <PageHero eyebrow={heading} title={t`We couldn't load this page`} />
        <Container size="xl" py="xl">
          <LoadError
            what={t({ message: `this item of ${heading}`, comment: "Completes: We couldn't load {what}" })}
            headingOrder={2}
            onRetry={() => void detail.refetch()}
          />
        </Container>
      </>
    );
  }

  // The same hero as every other page, so the detail pages' h1 looks like the rest of the site's.
  if (!article) {
    return (
      <>
        <PageMeta
          title={t`Not found | ${heading} | Webbee`}
          description={t`This item of ${heading} could not be found.`}
          path={`${listPath}/${slug}`}
        />
        <PageHero eyebrow={heading} title={t`We couldn't find that page`} intro={t`It may have been moved or removed.`}>
          <Button component={Link} href={listPath}>
            <Trans>Back to {heading}</Trans>
          </Button>
        </PageHero>
      </>
    );
  }

  const path = `${listPath}/${article.Slug}`;
  const summary = htmlToText(article.Description);
  const description = summary.length > 160 ? `${summary.slice(0, 157)}…` : summary;
  const picture = articlePictureUrl(article.ImagePath);
  const price = formatPrice(websitePriceFrom, locale);
  const author = article.Author;
  return (
    <>
      <PageMeta title={`${article.Title} | Webbee`} description={description} path={path} type="article" />
      <JsonLd
        data={{
          '@type': schemaType,
          headline: article.Title,
          description,
          inLanguage: locale,
          image: picture && new URL(picture, siteConfig.siteUrl).href,
          datePublished: article.CreationDate,
          mainEntityOfPage: siteConfig.siteUrl + localizedPath(path, locale),
          // Its writer when it names one, else the Organization Home describes in full (src/app/OrganizationJsonLd.tsx), by its @id.
          author: author
            ? { '@type': 'Person', name: author }
            : { '@type': 'Organization', '@id': `${siteConfig.siteUrl}/#organization`, name: company.name },
          publisher: { '@type': 'Organization', '@id': `${siteConfig.siteUrl}/#organization`, name: company.legalName },
        }}
      />
      <article>
        <PageHero
          eyebrow={heading}
          title={article.Title}
          // Beside the title, as wide as the hero's column: the first thing a reader sees, fetched first.
          visualFillsColumn
          visual={
            <ArticlePicture article={article} kind={kind} variant="feature" loading="eager" fetchPriority="high" />
          }
          intro={
            <>
              {author && (
                <>
                  <span>
                    <Trans>By {author}</Trans>
                  </span>{' '}
                  ·{' '}
                </>
              )}
              <time dateTime={article.CreationDate}>{formatDate(article.CreationDate, locale)}</time> ·{' '}
              <span>
                <Plural value={{ minutes: article.EstimatedReadingMinutes }} one="# min read" other="# min read" />
              </span>
            </>
          }
        >
          <SiteLink href={listPath} fw={700}>
            <span aria-hidden="true">{backArrow}</span> <Trans>All {heading}</Trans>
          </SiteLink>
        </PageHero>
        {/* What to do next stays in view beside the text from 1024 px, where a reading measure leaves
            half the line empty; on narrower screens it follows the text. */}
        <Container size="xl" className={classes.reading}>
          <SafeHtml html={article.Description} className={classes.body} />
          <div className={classes.next}>
            <CallToActionPanel
              title={t`Your business online in 72 hours`}
              text={t`A website with domain, hosting and SSL from ${price}, set up for you by our team.`}
            >
              <Button component={Link} href="/createwebsite" {...primaryAction}>
                <Trans>Get started</Trans>
              </Button>
              <BookDemoButton {...secondaryAction} />
            </CallToActionPanel>
          </div>
        </Container>
      </article>
      <SimilarArticles kind={kind} slug={article.Slug} />
    </>
  );
}
