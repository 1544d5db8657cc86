import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGetFooterMockHandler, getGetFooterResponseMock } from '@/api/generated/settings/settings.msw';
import { SiteLayout } from '@/app/layout/SiteLayout';
import type { Locale } from '@/lib/i18n/locales';
import { answersMalformed, failsWith, renderWithProviders, server } from '../testUtils';

// The footer data's part is a lazy chunk; loading it once up front keeps its first transform out of
// the time a test waits for the links.
beforeAll(async () => {
  await import('@/app/layout/FooterData');
});

const renderLayout = (locale: Locale = 'en') => renderWithProviders(<SiteLayout>page</SiteLayout>, { locale });

describe('Footer and chat button', () => {
  it("draws the footer's logo on a white cell, where its blue would vanish on the navy, and the header's without", () => {
    renderLayout();
    const whiteCell = (landmark: HTMLElement) => landmark.querySelector('svg path[fill="#ffffff"]');
    expect(whiteCell(screen.getByRole('contentinfo'))).not.toBeNull();
    expect(whiteCell(screen.getByRole('banner'))).toBeNull();
  });

  it('shows the products, the useful links, the office as a maps link, three phones, two e-mails, the legal links and the copyright', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const products = within(footer).getByRole('navigation', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Business websites', '/createwebsite'],
      ['Webbee Cart', '/webbeecart'],
      ['Webbee Client', '/webbeeclient'],
    ]);
    const useful = within(footer).getByRole('navigation', { name: 'Useful Links' });
    expect(
      within(useful)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/careers', '/faq', '/newsEvents', '/blogs']);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/termsandconditions', '/privacypolicy', '/sitemap']);
    const maps = within(footer).getByRole('link', { name: /Business Bay, Dubai/ });
    expect(maps).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(footer)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('tel:')),
    ).toHaveLength(3);
    expect(
      within(footer)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('mailto:')),
    ).toHaveLength(2);
    expect(within(footer).getByText(/© \d{4} .*All rights reserved\./)).toBeInTheDocument();
  });

  it('shows a social icon, opening in a new tab, for each link the footer data supplies, and the chat button', async () => {
    renderLayout();
    const social = await screen.findByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Webbee on Facebook',
      'Webbee on Instagram',
      'Webbee on LinkedIn',
      'Webbee on X (Twitter)',
      'Webbee on YouTube',
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('href', 'https://www.facebook.com/webbee.ae');
    expect(await screen.findByRole('link', { name: 'Chat with Webbee on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/971529183460',
    );
  });

  it('shows only the networks that are supplied, and no chat button without a Whatsapp number', async () => {
    const example = getGetFooterResponseMock();
    server.use(
      getGetFooterMockHandler({
        ...example,
        Result: { SocialMedia: { Instagram: 'https://www.instagram.com/webbee.ae', Whatsapp: null } },
      }),
    );
    renderLayout();
    const social = await screen.findByRole('list', { name: 'Social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Webbee on Instagram']);
    expect(screen.queryByRole('link', { name: 'Chat with Webbee on WhatsApp' })).not.toBeInTheDocument();
  });

  it('shows no social links and no chat button when the footer call fails', async () => {
    let answered = false;
    const fail = failsWith(500, { Message: 'down' });
    server.use(
      getGetFooterMockHandler(() => {
        answered = true;
        return fail();
      }),
    );
    renderLayout();
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with Webbee on WhatsApp' })).not.toBeInTheDocument();
  });

  it('shows no social links when the footer data breaks the contract', async () => {
    server.use(getGetFooterMockHandler(answersMalformed({ Result: 'oops' })));
    renderLayout();
    expect(await screen.findByText('page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
  });

  it('is in Arabic on Arabic pages, with phone numbers and e-mail addresses left to right', async () => {
    renderLayout('ar');
    expect(screen.getByRole('link', { name: 'تخطَّ إلى المحتوى' })).toHaveAttribute('href', '#main');
    const footer = screen.getByRole('contentinfo');
    const useful = within(footer).getByRole('navigation', { name: 'روابط مفيدة' });
    expect(
      within(useful)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['الوظائف', 'الأسئلة الشائعة', 'الأخبار والفعاليات', 'المدونات']);
    const legal = within(footer).getByRole('navigation', { name: 'معلومات قانونية' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['الشروط والأحكام', 'سياسة الخصوصية', 'خريطة الموقع']);
    expect(within(footer).getByRole('heading', { name: 'خدمة العملاء' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /الخليج التجاري، دبي/ })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps'),
    );

    const sales = within(footer).getByRole('link', { name: 'المبيعات: +971 4 250 7080' });
    expect(sales).toHaveAttribute('href', 'tel:+97142507080');
    expect(within(sales).getByText('+971 4 250 7080')).toHaveAttribute('dir', 'ltr');
    expect(within(footer).getByText('info@webbee.ae')).toHaveAttribute('dir', 'ltr');
    expect(within(footer).getByText(/© \d{4} .*جميع الحقوق محفوظة\./)).toHaveTextContent('Webbee Technologies LLC');

    const social = await screen.findByRole('list', { name: 'وسائل التواصل الاجتماعي' });
    expect(within(social).getAllByRole('link')[0]).toHaveAttribute('aria-label', 'Webbee على Facebook');
    expect(await screen.findByRole('link', { name: 'تحدّث مع Webbee عبر واتساب' })).toBeInTheDocument();
  });

  it('keeps phone numbers and e-mail addresses left to right in English too', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const sales = within(footer).getByRole('link', { name: 'Sales: +971 4 250 7080' });
    expect(within(sales).getByText('+971 4 250 7080')).toHaveAttribute('dir', 'ltr');
  });
});
