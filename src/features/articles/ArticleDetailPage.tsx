import { Button, Center, Container, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'wouter';
import { PageMeta } from '../../components/PageMeta';
import { SafeHtml } from '../../components/SafeHtml';
import { articleKinds, type ArticleKind } from './articleKinds';

/** A blog post or a news item, or a friendly not-found state with a way back to the list. */
export function ArticleDetailPage({ kind }: { kind: ArticleKind }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const { heading, listPath, useDetail } = articleKinds[kind];
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
        <PageMeta title={`Not found | ${heading} | Webbee`} description={`This item of ${heading} could not be found.`} path={`${listPath}/${slug}`} />
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

  return (
    <Container size="md" pt={128} pb={96}>
      <PageMeta title={`${article.Title} | Webbee`} description={article.Title} path={`${listPath}/${article.Slug}`} />
      <Stack gap="lg">
        <Title order={1}>{article.Title}</Title>
        <Text c="dimmed">
          {article.CreationDate.slice(0, 10)} · {article.EstimatedReadingMinutes} min read
        </Text>
        <Image src={article.ImagePath} alt="" radius="lg" />
        <SafeHtml html={article.Description} />
      </Stack>
    </Container>
  );
}
