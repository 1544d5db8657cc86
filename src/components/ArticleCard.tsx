import { Plural, Trans } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { Article } from '@/api/generated/model';
import { articleListPaths, type ArticleKind } from '@/lib/articleListPaths';
import { useLocale } from '@/lib/i18n/useLocale';
import { ArticlePicture } from './ArticlePicture';
import { formatDate } from './formatDate';
import { cardExcerpt } from './htmlText';

interface ArticleCardProps {
  article: Article;
  /** Which list the card belongs to, which its link and its cover name. */
  kind: ArticleKind;
  /** Heading level inside the page's outline. */
  headingOrder?: 2 | 3;
  /**
   * The card's place in a list page's grid, from 0. The first row's pictures are fetched at once
   * (a lazy picture waits for layout), the first one ahead of everything else: it is the largest
   * thing on the page's first screen.
   */
  listPosition?: number;
}

/** A blog post or news item as a card: picture, date, reading time, one-line title, two-line excerpt. */
export function ArticleCard({ article, kind, headingOrder = 3, listPosition }: ArticleCardProps) {
  const locale = useLocale();
  const title = article.Title;
  const minutes = article.EstimatedReadingMinutes;
  return (
    <Card component="article" withBorder radius="lg" padding={0} h="100%">
      <ArticlePicture
        article={article}
        kind={kind}
        variant="card"
        loading={listPosition !== undefined && listPosition < 3 ? 'eager' : 'lazy'}
        fetchPriority={listPosition === 0 ? 'high' : undefined}
      />
      <Stack gap="xs" p="lg" style={{ flex: 1 }}>
        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4}>
            <IconCalendarEvent size={16} aria-hidden="true" />
            <time dateTime={article.CreationDate}>{formatDate(article.CreationDate, locale)}</time>
          </Group>
          <Group gap={4}>
            <IconClock size={16} aria-hidden="true" />
            <span>
              <Plural value={minutes} one="# min read" other="# min read" />
            </span>
          </Group>
        </Group>
        <Title order={headingOrder} size="h4" lineClamp={1} title={title}>
          {title}
        </Title>
        <Text lineClamp={2} style={{ flex: 1 }}>
          {cardExcerpt(article.Description)}
        </Text>
        <Anchor component={Link} href={`${articleListPaths[kind]}/${article.Slug}`} fw={700}>
          <Trans>
            Read More<VisuallyHidden>: {title}</VisuallyHidden>
          </Trans>
        </Anchor>
      </Stack>
    </Card>
  );
}
