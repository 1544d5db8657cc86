import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n/catalogs';
import { InvoiceAppIllustration } from '@/components/illustrations/InvoiceAppIllustration';
import { SiteBuilderIllustration } from '@/components/illustrations/SiteBuilderIllustration';
import { SellerDashboardIllustration } from '@/components/illustrations/SellerDashboardIllustration';
import { SiteEditorIllustration } from '@/components/illustrations/SiteEditorIllustration';
import { StoreAndAppIllustration } from '@/components/illustrations/StoreAndAppIllustration';
import { TeamProcessIllustration } from '@/components/illustrations/TeamProcessIllustration';
import { testimonials } from '@/content/home';
import { renderWithProviders } from '../testUtils';

const texts = (svg: Element) => [...svg.querySelectorAll('text')].map((text) => text.textContent);
const textSaying = (svg: Element, words: string) =>
  [...svg.querySelectorAll('text')].find((text) => text.textContent === words);

describe('hero illustrations', () => {
  it('draw left to right in English, with the English words', () => {
    renderWithProviders(<InvoiceAppIllustration label="An invoice and its payment" />);
    const drawing = screen.getByRole('img', { name: 'An invoice and its payment' });
    expect(drawing).toHaveAttribute('direction', 'ltr');
    expect(drawing.querySelector('g[transform^="matrix(-1"]')).toBeNull();
    const invoice = textSaying(drawing, 'Invoice');
    expect(invoice).toHaveAttribute('x', '60');
    expect(invoice).not.toHaveAttribute('transform');
    expect(texts(drawing)).toContain('Payment received');
    expect(drawing).toHaveTextContent('AED 1,837.50 · by card');
  });

  it('are mirror images in Arabic, their words in Arabic and flipped back to read', () => {
    renderWithProviders(<InvoiceAppIllustration label="فاتورة ودفعتها" />, { locale: 'ar' });
    const drawing = screen.getByRole('img', { name: 'فاتورة ودفعتها' });
    expect(drawing).toHaveAttribute('direction', 'rtl');
    expect(drawing.querySelector(':scope > g')).toHaveAttribute('transform', 'matrix(-1 0 0 1 560 0)');
    const invoice = textSaying(drawing, 'فاتورة');
    expect(invoice).toHaveAttribute('x', '-60');
    expect(invoice).toHaveAttribute('transform', 'scale(-1 1)');
    expect(texts(drawing)).toEqual(expect.arrayContaining(['تم استلام الدفعة', 'مشويات السدرة', 'غير مدفوعة']));
    expect(texts(drawing)).not.toContain('Invoice');
    expect(drawing).toHaveTextContent('د.إ');
    // A tick reads the same in both languages: its mark is flipped back about the badge's centre.
    expect(drawing.querySelector('path[transform="matrix(-1 0 0 1 644 0)"]')).not.toBeNull();
  });

  it('break the banner heading where the translation says', () => {
    const { container } = renderWithProviders(<SiteBuilderIllustration />, { locale: 'ar' });
    const drawing = container.querySelector('svg')!;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(texts(drawing)).toEqual(expect.arrayContaining(['نشاطك على الإنترنت', 'خلال 72\u00a0ساعة']));
    expect(texts(drawing).some((text) => text?.includes('1499') && text.includes('د.إ'))).toBe(true);
  });

  it('leave no English words in any drawing of the Arabic edition, only names, addresses and sizes', () => {
    const { container } = renderWithProviders(
      <>
        <SiteEditorIllustration />
        <TeamProcessIllustration />
        <StoreAndAppIllustration />
        <InvoiceAppIllustration />
        <SiteBuilderIllustration />
      </>,
      { locale: 'ar' },
    );
    const latinWords = [...container.querySelectorAll('text')]
      .flatMap((text) => text.textContent?.match(/[A-Za-z][\w.-]*/g) ?? [])
      .filter((word) => !/\.ae$/.test(word));
    expect(new Set(latinWords)).toEqual(new Set(['Webbee', 'SSL', 'INV-0217', 'QR', 'S', 'M', 'L', 'XL', 'Aa']));
  });

  it.each(['en', 'ar'] as const)(
    'name no business or family a Home review comes from, so that a drawing is not taken for that customer (%s)',
    (locale) => {
      const { container } = renderWithProviders(
        <>
          <SiteEditorIllustration />
          <InvoiceAppIllustration />
          <SellerDashboardIllustration />
        </>,
        { locale },
      );
      const drawn = [...container.querySelectorAll('text')].map((text) => text.textContent ?? '');
      const drawnWords = new Set(drawn.flatMap((text) => text.split(/\s+/)));
      for (const { commenter, designation } of testimonials) {
        expect(drawnWords).not.toContain(i18nFor(locale)._(commenter).split(' ').at(-1));
        // 'Owner, Al Marri Grill, Dubai': in English the business stands between the role and the city.
        if (locale === 'en') expect(drawn.join('\n')).not.toContain(i18nFor(locale)._(designation).split(', ')[1]);
      }
    },
  );
});
