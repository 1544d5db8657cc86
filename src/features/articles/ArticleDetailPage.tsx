import { Button, Center, Container, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { siteConfig } from '@/api/config';
import { ArticleCard } from '@/components/ArticleCard';
import { formatDate } from '@/components/formatDate';
import { JsonLd } from '@/components/JsonLd';
import { PageMeta } from '@/components/PageMeta';
import { PageSection } from '@/components/PageSection';
import { htmlToText } from '@/components/htmlText';
import { SafeHtml } from '@/components/SafeHtml';
import { company } from '@/content/company';
import { articleKinds, type ArticleKind } from './articleKinds';

const CardCarousel = lazy(() => import('@/components/CardCarousel'));

/** 'Similar' items under a post; nothing when there are none or the call failed. */
function SimilarArticles({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const { listPath, useRelated } = articleKinds[kind];
  const related = useRelated(slug).data?.Result.filter((article) => article.Slug !== slug) ?? [];
  if (related.length === 0) return null;
  return (
    <PageSection title="Similar" tinted>
      <Suspense fallback={null}>
        <CardCarousel
          label="Similar articles"
          slides={related.map((article) => ({
            key: article.Slug,
            content: <ArticleCard article={article} listPath={listPath} />,
          }))}
        />
      </Suspense>
    </PageSection>
  );
}

/** A blog post or a news item, or a friendly not-found state with a way back to the list. */
export function ArticleDetailPage({ kind }: { kind: ArticleKind }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const { heading, listPath, schemaType, useDetail } = articleKinds[kind];
  const detail = useDetail(slug);
  const article = detail.data?.Result;

  if (detail.isPending) {
    return (
      <Center mih="70vh">
        <Loader aria-label={`Loading ${heading}`} />
      </Center>
    );
  }

  if (!article) {
    return (
      <Container size="sm" pt={160} pb={96}>
        <PageMeta
          title={`Not found | ${heading} | Webbee`}
          description={`This item of ${heading} could not be found.`}
          path={`${listPath}/${slug}`}
        />
        <Stack align="flex-start">
          <Title order={1}>We couldn't find that page</Title>
          <Text>It may have been moved or removed.</Text>
          <Button component={Link} href={listPath}>
            Back to {heading}
          </Button>
        </Stack>
      </Container>
    );
  }

  const path = `${listPath}/${article.Slug}`;
  const summary = htmlToText(article.Description);
  const description = summary.length > 160 ? `${summary.slice(0, 157)}…` : summary;
  return (
    <>
      <PageMeta title={`${article.Title} | Webbee`} description={description} path={path} />
      <JsonLd
        data={{
          '@type': schemaType,
          headline: article.Title,
          description,
          image: new URL(article.ImagePath, siteConfig.siteUrl).href,
          datePublished: article.CreationDate,
          mainEntityOfPage: siteConfig.siteUrl + path,
          author: { '@type': 'Organization', name: company.name },
          publisher: {
            '@type': 'Organization',
            name: company.legalName,
            logo: { '@type': 'ImageObject', url: `${siteConfig.siteUrl}/favicon.svg` },
          },
        }}
      />
      <Container size="md" pt={128} pb={64} component="article">
        <Stack gap="lg">
          <Button component={Link} href={listPath} variant="subtle" px={0} w="fit-content">
            ← All {heading}
          </Button>
          <Title order={1}>{article.Title}</Title>
          <Group gap="lg" c="dimmed">
            <Group gap={6}>
              <IconCalendarEvent size={18} aria-hidden="true" />
              <time dateTime={article.CreationDate}>{formatDate(article.CreationDate)}</time>
            </Group>
            <Group gap={6}>
              <IconClock size={18} aria-hidden="true" />
              <span>{article.EstimatedReadingMinutes} min read</span>
            </Group>
          </Group>
          <Image src={article.ImagePath} alt="" radius="lg" />
          <SafeHtml html={article.Description} />
        </Stack>
      </Container>
      <SimilarArticles kind={kind} slug={article.Slug} />
    </>
  );
}
