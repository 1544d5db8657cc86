import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type * as EmblaCarouselReact from 'embla-carousel-react';
import { describe, expect, it, vi } from 'vitest';
import CardCarousel from '@/components/CardCarousel';
import { renderWithProviders } from '../testUtils';

// What Mantine hands embla, and the carousel embla makes, so a test can see the direction and the moves.
const embla = vi.hoisted(() => ({ options: [] as EmblaOptionsType[], api: null as EmblaCarouselType | null }));
vi.mock('embla-carousel-react', async (importOriginal) => {
  const { default: useEmblaCarousel } = await importOriginal<typeof EmblaCarouselReact>();
  const useRecordedEmblaCarousel = (...args: Parameters<typeof useEmblaCarousel>) => {
    embla.options.push(args[0] ?? {});
    const result = useEmblaCarousel(...args);
    embla.api = result[1] ?? null;
    return result;
  };
  return { default: useRecordedEmblaCarousel };
});

const slides = ['One', 'Two', 'Three', 'Four'].map((title) => ({ key: title, content: <p>{title}</p> }));

const chevron = (control: HTMLElement) => control.querySelector('svg')?.getAttribute('class');

describe('CardCarousel', () => {
  it('runs left to right in English, its controls named after what it shows, stepping a page of cards at a time', () => {
    renderWithProviders(<CardCarousel label="Latest Blogs" slides={slides} />);
    expect(embla.options.at(-1)?.direction).toBe('ltr');
    expect(embla.options.at(-1)?.slidesToScroll).toBe('auto');
    expect(screen.getByRole('region', { name: 'Latest Blogs' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group', { name: 'Carousel slide' })).toHaveLength(4);
    expect(chevron(screen.getByRole('button', { name: 'Previous Latest Blogs' }))).toContain('chevron-left');
    expect(chevron(screen.getByRole('button', { name: 'Next Latest Blogs' }))).toContain('chevron-right');
  });

  it('runs right to left in Arabic, with its chevrons mirrored and Arabic names', () => {
    renderWithProviders(<CardCarousel label="أحدث المدونات" slides={slides} />, { locale: 'ar' });
    expect(embla.options.at(-1)?.direction).toBe('rtl');
    expect(screen.getByRole('region', { name: 'أحدث المدونات' })).toHaveAttribute('aria-roledescription', 'عرض شرائح');
    expect(screen.getAllByRole('group', { name: 'شريحة من العرض' })).toHaveLength(4);
    expect(chevron(screen.getByRole('button', { name: 'السابق: أحدث المدونات' }))).toContain('chevron-right');
    expect(chevron(screen.getByRole('button', { name: 'التالي: أحدث المدونات' }))).toContain('chevron-left');
  });

  it('announces which page of cards is in view in the page’s language', () => {
    renderWithProviders(<CardCarousel label="أحدث المدونات" slides={slides} />, { locale: 'ar' });
    // happy-dom lays nothing out, so embla finds no snaps: the test gives it the four a wide screen would have.
    const api = embla.api!;
    vi.spyOn(api, 'scrollSnapList').mockReturnValue([0, 0.33, 0.66, 1]);
    vi.spyOn(api, 'selectedScrollSnap').mockReturnValue(1);
    act(() => void api.emit('select'));
    expect(screen.getByText('الصفحة 2 من 4')).toHaveAttribute('aria-live', 'polite');
    // The track under the cards is half filled: page 2 of 4.
    expect(screen.getByTestId('carousel-position').firstElementChild).toHaveStyle({ inlineSize: '50%' });
  });

  it('moves to the next card with the arrow key that points the way the cards run', () => {
    const { unmount } = renderWithProviders(<CardCarousel label="Latest Blogs" slides={slides} />);
    const english = vi.spyOn(embla.api!, 'scrollNext');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Latest Blogs' }), { key: 'ArrowRight' });
    expect(english).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(<CardCarousel label="أحدث المدونات" slides={slides} />, { locale: 'ar' });
    const next = vi.spyOn(embla.api!, 'scrollNext');
    const previous = vi.spyOn(embla.api!, 'scrollPrev');
    const region = screen.getByRole('region', { name: 'أحدث المدونات' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(next).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(previous).toHaveBeenCalledTimes(1);
  });

  it('steps with its controls, each disabled in look and in name at its end, and shows them only with somewhere to go', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CardCarousel label="Latest Blogs" slides={slides} />);
    const api = embla.api!;
    const previous = screen.getByRole('button', { name: 'Previous Latest Blogs' });
    const next = screen.getByRole('button', { name: 'Next Latest Blogs' });
    // happy-dom lays nothing out: the test gives embla the two snaps and the ends a wide screen would have.
    vi.spyOn(api, 'scrollSnapList').mockReturnValue([0, 1]);
    const at = (snap: number) => {
      vi.spyOn(api, 'selectedScrollSnap').mockReturnValue(snap);
      vi.spyOn(api, 'canScrollPrev').mockReturnValue(snap > 0);
      vi.spyOn(api, 'canScrollNext').mockReturnValue(snap < 1);
      act(() => void api.emit('select'));
    };
    const scrollNext = vi.spyOn(api, 'scrollNext');
    const scrollPrev = vi.spyOn(api, 'scrollPrev');

    at(0);
    expect(previous.closest('[data-nothing-to-step]')).toBeNull();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveAttribute('data-at-end');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    expect(next).not.toHaveAttribute('data-at-end');
    await user.click(previous);
    expect(scrollPrev).not.toHaveBeenCalled();
    await user.click(next);
    expect(scrollNext).toHaveBeenCalledTimes(1);

    at(1);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('data-at-end');
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    await user.click(previous);
    expect(scrollPrev).toHaveBeenCalledTimes(1);

    vi.spyOn(api, 'scrollSnapList').mockReturnValue([0]);
    at(0);
    expect(previous.closest('[data-nothing-to-step]')).not.toBeNull();
  });
});
