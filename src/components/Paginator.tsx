import { useLingui } from '@lingui/react/macro';
import { Button, Group, useDirection } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatNumber } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';

interface PaginatorProps {
  page: number;
  totalPages: number;
  /** The address of a page, e.g. (2) => '/blogs?page=2'. */
  hrefFor: (page: number) => string;
}

/** Numbered pages between PREV and NEXT, as links, so back, forward and shared addresses work. */
export function Paginator({ page, totalPages, hrefFor }: PaginatorProps) {
  const { t } = useLingui();
  const locale = useLocale();
  // Earlier pages lie towards the start of the line: the left in English, the right in Arabic.
  const { dir } = useDirection();
  const [Backward, Forward] = dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const { range } = usePagination({ total: totalPages, page, siblings: 1, boundaries: 1 });
  if (totalPages <= 1) return null;

  type Sections = { leftSection: ReactNode } | { rightSection: ReactNode };
  const step = (label: string, sections: Sections, target: number, disabled: boolean) =>
    disabled ? (
      <Button variant="default" disabled {...sections}>
        {label}
      </Button>
    ) : (
      <Button component={Link} href={hrefFor(target)} variant="default" {...sections}>
        {label}
      </Button>
    );

  return (
    <Group component="nav" aria-label={t`Pages`} justify="center" gap="xs" mt="xl">
      {step(t`PREV`, { leftSection: <Backward size={16} aria-hidden="true" /> }, page - 1, page === 1)}
      {range.map((item, index) =>
        item === 'dots' ? (
          <span key={`dots-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={item}
            component={Link}
            href={hrefFor(item)}
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t`Page ${item}`}
          >
            {formatNumber(item, locale)}
          </Button>
        ),
      )}
      {step(t`NEXT`, { rightSection: <Forward size={16} aria-hidden="true" /> }, page + 1, page === totalPages)}
    </Group>
  );
}
