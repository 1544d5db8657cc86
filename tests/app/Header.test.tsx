import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '@/app/layout/Header';
import { demoRequestDialogId } from '@/lib/popups';
import { renderWithProviders } from '../testUtils';

const menuLinks = [
  ['Home', '/'],
  ['About Us', '/aboutus'],
  ['Webbee Cart', '/webbeecart'],
  ['Webbee Client', '/webbeeclient'],
  ['Contact Us', '/contact'],
  ['Become A Seller', '/becomeseller'],
];

describe('Header', () => {
  it('links to the six pages of the main menu and to the same page in Arabic', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...menuLinks,
      ['العربية', '/ar/'],
    ]);
  });

  it('switches to the same page and query in the other edition, as a whole page load', () => {
    renderWithProviders(<Header />, { path: '/contact?from=ad' });
    const toArabic = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'العربية' });
    expect(toArabic).toHaveAttribute('href', '/ar/contact?from=ad');
    expect(toArabic).toHaveAttribute('hreflang', 'ar');
    expect(toArabic).toHaveAttribute('data-language-switch');
    cleanup();

    renderWithProviders(<Header />, { path: '/contact', locale: 'ar' });
    const toEnglish = within(screen.getAllByRole('navigation')[0]).getByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('href', '/contact');
    // Its name is read in English, its title in the page's Arabic.
    expect(within(toEnglish).getByText('English')).toHaveAttribute('lang', 'en');
    expect(toEnglish).not.toHaveAttribute('lang');
    expect(toEnglish.getAttribute('title')).toMatch(/[\u0600-\u06FF]/);
  });

  it('is transparent at the top of the page and white once scrolled', () => {
    renderWithProviders(<Header />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { value: 240, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  // Chromium's popover itself (what shows, light dismiss, focus) is tested in tests/e2e/layout.e2e.ts.
  it('toggles the mobile menu, which closes when a link is chosen', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(toggle).toHaveAttribute('popovertarget', mobileNav.id);
    expect(mobileNav).toHaveAttribute('popover', 'auto');
    expect(within(mobileNav).getAllByRole('link')).toHaveLength(7);
    expect(within(mobileNav).getByRole('link', { name: 'العربية' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Open menu');

    await user.click(toggle);
    await user.click(within(mobileNav).getByRole('link', { name: 'Contact Us' }));
    expect(location.history?.at(-1)).toBe('/contact');
    expect(toggle).toHaveAccessibleName('Open menu');
  });

  it('marks the link of the current page', () => {
    renderWithProviders(<Header />, { path: '/aboutus' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the menu in Arabic on Arabic pages, with English linking to the same page', () => {
    renderWithProviders(<Header />, { path: '/aboutus', locale: 'ar' });
    expect(screen.getByRole('link', { name: 'الصفحة الرئيسية لـ Webbee' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['الرئيسية', '/'],
      ['من نحن', '/aboutus'],
      ['Webbee Cart', '/webbeecart'],
      ['Webbee Client', '/webbeeclient'],
      ['تواصل معنا', '/contact'],
      ['كن بائعًا معنا', '/becomeseller'],
      ['English', '/aboutus'],
    ]);
    expect(within(nav).getByRole('link', { name: 'من نحن' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'title',
      'اقرأ هذه الصفحة بالعربية أو بالإنجليزية',
    );
  });

  it('opens and closes the mobile menu by its Arabic labels on Arabic pages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { locale: 'ar' });
    const toggle = screen.getByRole('button', { name: 'فتح القائمة' });
    const mobileNav = screen.getByRole('navigation', { name: 'قائمة الجوال' });
    expect(within(mobileNav).getByRole('link', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(within(mobileNav).getByRole('link', { name: 'English' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('إغلاق القائمة');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('فتح القائمة');
  });

  it.each([
    ['en', 'Mobile', 'Book a Demo'],
    ['ar', 'قائمة الجوال', 'احجز عرضًا توضيحيًا'],
  ] as const)('ends the %s mobile menu with Book a Demo as its one filled button', (locale, menu, label) => {
    renderWithProviders(<Header />, { locale });
    const demo = within(screen.getByRole('navigation', { name: menu })).getByRole('button', { name: label });
    expect(demo).toHaveAttribute('data-variant', 'filled');
    expect(demo).toHaveAttribute('commandfor', demoRequestDialogId);
  });
});
