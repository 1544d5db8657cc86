import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { ArticleCard } from '@/components/ArticleCard';
import { readMoreName } from '../names';
import { renderWithProviders } from '../testUtils';

const [launch, , , domain] = getListHomeBlogsResponseMock().Result.Blogs;

describe('ArticleCard', () => {
  it('shows the date, the reading time and Read More in English', () => {
    renderWithProviders(<ArticleCard article={launch} listPath="/blogs" />);
    expect(screen.getByText('18 Nov 2026')).toHaveAttribute('datetime', launch.CreationDate);
    expect(screen.getByText('2 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: readMoreName(launch.Title) })).toHaveAttribute(
      'href',
      `/blogs/${launch.Slug}`,
    );
  });

  it("fetches the first row's pictures at once, the first one foremost, and the rest when near the screen", () => {
    const { container } = renderWithProviders(
      <>
        {[0, 2, 3].map((listPosition) => (
          <ArticleCard key={listPosition} article={launch} listPath="/blogs" listPosition={listPosition} />
        ))}
        <ArticleCard article={launch} listPath="/blogs" />
      </>,
    );
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual(['high', null, null, null]);
  });

  it('writes the date, the minutes and Read More in Arabic in the Arabic edition', () => {
    renderWithProviders(
      <>
        <ArticleCard article={launch} listPath="/blogs" />
        <ArticleCard article={domain} listPath="/blogs" />
      </>,
      { locale: 'ar' },
    );
    expect(screen.getByText('18 نوفمبر 2026')).toHaveAttribute('datetime', launch.CreationDate);
    expect(screen.getByText('29 أكتوبر 2026')).toBeInTheDocument();
    expect(screen.getByText('دقيقتان للقراءة')).toBeInTheDocument();
    expect(screen.getByText('دقيقة واحدة للقراءة')).toBeInTheDocument();
    // The hidden title is positioned absolutely: name computations differ on the space before the colon.
    expect(screen.getByRole('link', { name: new RegExp(`^اقرأ المزيد ?: ${launch.Title}$`) })).toBeInTheDocument();
  });
});
