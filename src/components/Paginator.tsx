import { Button, Group } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import { Link } from 'wouter';

interface PaginatorProps {
  page: number;
  totalPages: number;
  /** The address of a page, e.g. (2) => '/blogs?page=2'. */
  hrefFor: (page: number) => string;
}

/** Numbered pages between PREV and NEXT, as links, so back, forward and shared addresses work. */
export function Paginator({ page, totalPages, hrefFor }: PaginatorProps) {
  const { range } = usePagination({ total: totalPages, page, siblings: 1, boundaries: 1 });
  if (totalPages <= 1) return null;

  const step = (label: string, target: number, disabled: boolean) =>
    disabled ? (
      <Button variant="default" disabled>
        {label}
      </Button>
    ) : (
      <Button component={Link} href={hrefFor(target)} variant="default">
        {label}
      </Button>
    );

  return (
    <Group component="nav" aria-label="Pages" justify="center" gap="xs" mt="xl">
      {step('PREV', page - 1, page === 1)}
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
            aria-label={`Page ${item}`}
          >
            {item}
          </Button>
        ),
      )}
      {step('NEXT', page + 1, page === totalPages)}
    </Group>
  );
}
