import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import HomeArticlesCarousel from '@/features/articles/HomeArticlesCarousel';
import { renderWithProviders } from '../testUtils';

// The carousel is a lazy chunk; loading it once up front keeps its first transform out of the timings.
beforeAll(async () => {
  await import('@/components/CardCarousel');
});

describe("Home's article carousels in Arabic", () => {
  it.each([
    ['blogs', 'المدونات', '/blogs'],
    ['newsEvents', 'الأخبار والفعاليات', '/newsEvents'],
  ] as const)('%s: an Arabic title and Show All', async (kind, heading, listPath) => {
    renderWithProviders(<HomeArticlesCarousel kind={kind} />, { locale: 'ar' });
    const section = await screen.findByRole('region', { name: heading });
    const showAll = within(section).getByRole('link', { name: `عرض جميع ${heading}` });
    expect(showAll).toHaveTextContent('عرض الكل');
    expect(showAll).toHaveAttribute('href', listPath);
  });
});
