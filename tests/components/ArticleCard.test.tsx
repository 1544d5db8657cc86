import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getListHomeBlogsResponseMock } from '@/api/generated/blogs/blogs.msw';
import { ArticleCard } from '@/components/ArticleCard';
import { readMoreName } from '../names';
import { renderWithProviders } from '../testUtils';

const [launch, , , domain] = getListHomeBlogsResponseMock().Result.Blogs;

/** happy-dom loads no image: each reports itself complete with no pixels, as a broken one does in a browser. */
const pictureWidth = () => vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get');

describe('ArticleCard', () => {
  beforeEach(() => {
    pictureWidth().mockReturnValue(1200);
  });

  it('shows the date, the reading time and Read More in English', () => {
    renderWithProviders(<ArticleCard article={launch} kind="blogs" />);
    expect(screen.getByText('18 Nov 2026')).toHaveAttribute('datetime', launch.CreationDate);
    expect(screen.getByText('5 min read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: readMoreName(launch.Title) })).toHaveAttribute(
      'href',
      `/blogs/${launch.Slug}`,
    );
  });

  it("fetches the first row's pictures at once, the first one foremost, and the rest when near the screen", () => {
    const { container } = renderWithProviders(
      <>
        {[0, 2, 3].map((listPosition) => (
          <ArticleCard key={listPosition} article={launch} kind="blogs" listPosition={listPosition} />
        ))}
        <ArticleCard article={launch} kind="blogs" />
      </>,
    );
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual(['high', null, null, null]);
    // Its box keeps the cover's 16:9 before it loads.
    expect(pictures[0]).toHaveAttribute('width', '1200');
    expect(pictures[0]).toHaveAttribute('height', '675');
  });

  it('shows its own picture, with no text of its own to read out', () => {
    const { container } = renderWithProviders(<ArticleCard article={launch} kind="blogs" />);
    expect(container.querySelector('img')).toHaveAttribute('src', launch.ImagePath);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it.each(['', 'javascript:alert(1)', 'http://cdn.example.ae/cover.jpg', '//cdn.example.ae/cover.jpg'])(
    'sets an item whose picture is %j on a cover of its kind and title, not an icon',
    (ImagePath) => {
      const { container } = renderWithProviders(<ArticleCard article={{ ...domain, ImagePath }} kind="newsEvents" />);
      const cover = container.querySelector('article > :first-child > [data-scheme]');
      expect(cover).toHaveAttribute('aria-hidden', 'true');
      expect(cover).toHaveTextContent(`News & Events${domain.Title}`);
      expect(container.querySelector('img')).toBeNull();
      expect(cover?.querySelector('svg')).toBeNull();
    },
  );

  it('shows an https: picture from elsewhere', () => {
    const picture = 'https://cdn.example.ae/cover.jpg';
    const { container } = renderWithProviders(<ArticleCard article={{ ...domain, ImagePath: picture }} kind="blogs" />);
    expect(container.querySelector('img')).toHaveAttribute('src', picture);
  });

  it('gives way to the title cover when its picture fails to load', () => {
    const { container } = renderWithProviders(<ArticleCard article={domain} kind="blogs" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-scheme]')).toHaveTextContent(`Blog${domain.Title}`);
  });

  it('takes the title cover when its prerendered picture had failed before the scripts came', () => {
    pictureWidth().mockReturnValue(0);
    const { container } = renderWithProviders(<ArticleCard article={domain} kind="blogs" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-scheme]')).toHaveTextContent(domain.Title);
  });

  it('names its kind on the cover in Arabic in the Arabic edition', () => {
    const { container } = renderWithProviders(<ArticleCard article={{ ...domain, ImagePath: '' }} kind="blogs" />, {
      locale: 'ar',
    });
    expect(container.querySelector('[data-scheme]')).toHaveTextContent(`المدونة${domain.Title}`);
  });

  it('writes the date, the minutes and Read More in Arabic in the Arabic edition', () => {
    renderWithProviders(
      <>
        <ArticleCard article={launch} kind="blogs" />
        {/* No example is a one-minute read; Arabic says one minute in words of its own. */}
        <ArticleCard article={{ ...domain, EstimatedReadingMinutes: 1 }} kind="blogs" />
      </>,
      { locale: 'ar' },
    );
    expect(screen.getByText('18 نوفمبر 2026')).toHaveAttribute('datetime', launch.CreationDate);
    expect(screen.getByText('29 أكتوبر 2026')).toBeInTheDocument();
    expect(screen.getByText('5 دقائق للقراءة')).toBeInTheDocument();
    expect(screen.getByText('دقيقة واحدة للقراءة')).toBeInTheDocument();
    // The hidden title is positioned absolutely: name computations differ on the space before the colon.
    expect(screen.getByRole('link', { name: new RegExp(`^اقرأ المزيد ?: ${launch.Title}$`) })).toBeInTheDocument();
  });
});
