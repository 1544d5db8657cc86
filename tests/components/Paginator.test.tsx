import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Paginator } from '@/components/Paginator';
import { renderWithProviders } from '../testUtils';

const hrefFor = (page: number) => `/blogs?page=${page}`;

/** The chevron drawn in a PREV or NEXT button, by the name Tabler gives its icon. */
const chevronOf = (step: HTMLElement) => step.querySelector('svg')?.getAttribute('class');

describe('Paginator', () => {
  it('links PREV, the page numbers and NEXT, with chevrons pointing back to the left and on to the right', () => {
    renderWithProviders(<Paginator page={2} totalPages={3} hrefFor={hrefFor} />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const previous = within(pages).getByRole('link', { name: 'PREV' });
    const next = within(pages).getByRole('link', { name: 'NEXT' });
    expect(previous).toHaveAttribute('href', '/blogs?page=1');
    expect(next).toHaveAttribute('href', '/blogs?page=3');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(chevronOf(previous)).toContain('tabler-icon-chevron-left');
    expect(chevronOf(next)).toContain('tabler-icon-chevron-right');
  });

  it('speaks Arabic in the Arabic edition, its chevrons mirrored since earlier pages lie to the right', () => {
    renderWithProviders(<Paginator page={2} totalPages={3} hrefFor={hrefFor} />, { locale: 'ar' });
    const pages = screen.getByRole('navigation', { name: 'الصفحات' });
    const previous = within(pages).getByRole('link', { name: 'السابق' });
    const next = within(pages).getByRole('link', { name: 'التالي' });
    expect(previous).toHaveAttribute('href', '/blogs?page=1');
    expect(within(pages).getByRole('link', { name: 'الصفحة 3' })).toHaveTextContent('3');
    expect(chevronOf(previous)).toContain('tabler-icon-chevron-right');
    expect(chevronOf(next)).toContain('tabler-icon-chevron-left');
  });

  it('disables PREV on the first page and NEXT on the last', () => {
    const { unmount } = renderWithProviders(<Paginator page={1} totalPages={3} hrefFor={hrefFor} />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'السابق' })).toBeDisabled();
    unmount();
    renderWithProviders(<Paginator page={3} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  });

  it('is not there for a single page', () => {
    renderWithProviders(<Paginator page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
