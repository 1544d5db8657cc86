import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** The nav's Log in list says under each portal what it is for. */
const portalLinksWithUse = [
  [
    "Customer portal (opens in a new tab)Update your website's logo, colours, banners and services",
    'https://client.webbee.ae',
  ],
  ['Seller portal (opens in a new tab)Register your clients and follow their websites', 'https://vendor.webbee.ae'],
];

const nameAndHref = (link: HTMLElement) => [link.textContent, link.getAttribute('href')];

describe('Header', () => {
  it('links to the six pages of the main menu and to the same page in Arabic, and lists the two portals under Log in', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map(nameAndHref)).toEqual([...menuLinks, ['العربية', '/ar/']]);
    await user.click(within(nav).getByRole('button', { name: 'Log in' }));
    const portals = await within(nav).findByRole('group', { name: 'Log in to your portal' });
    expect(within(portals).getAllByRole('link').map(nameAndHref)).toEqual(portalLinksWithUse);
  });

  it.each([
    [
      'en',
      'Main',
      'Log in',
      'Log in to your portal',
      'Seller portal',
      'Register your clients and follow their websites',
    ],
    ['ar', 'القائمة الرئيسية', 'دخول', 'سجّل الدخول إلى بوابتك', 'بوابة البائع', 'سجّل عملاءك وتابع مواقعهم'],
  ] as const)(
    '(%s) opens Log in as a list of the portals, each in a new tab with what it is for',
    async (locale, navName, logIn, listName, sellerPortal, sellerUse) => {
      const user = userEvent.setup();
      renderWithProviders(<Header />, { locale });
      const nav = screen.getByRole('navigation', { name: navName });
      const button = within(nav).getByRole('button', { name: logIn });
      expect(button).not.toHaveAttribute('popovertarget');
      await user.click(button);
      const list = await within(nav).findByRole('group', { name: listName });
      // From now on the button opens and closes the list as the platform does.
      await waitFor(() => expect(button).toHaveAttribute('popovertarget', list.id));
      expect(list).toHaveAttribute('popover', 'auto');
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(2);
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      expect(links[1]).toHaveAccessibleName(new RegExp(`^${sellerPortal}`));
      expect(links[1]).toHaveAccessibleDescription(sellerUse);
    },
  );

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
    expect(within(mobileNav).getAllByRole('link').map(nameAndHref)).toEqual([...menuLinks, ['العربية', '/ar/']]);

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
    expect(within(nav).getAllByRole('link').map(nameAndHref)).toEqual([
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
  ] as const)(
    "ends the %s mobile menu with Book a Demo as its one filled button, as large as the pages' main buttons",
    (locale, menu, label) => {
      renderWithProviders(<Header />, { locale });
      const demo = within(screen.getByRole('navigation', { name: menu })).getByRole('button', { name: label });
      expect(demo).toHaveAttribute('data-variant', 'filled');
      expect(demo).toHaveAttribute('data-size', 'lg');
      expect(demo).toHaveAttribute('commandfor', demoRequestDialogId);
    },
  );

  it.each([
    ['en', 'Main', 'Book a Demo'],
    ['ar', 'القائمة الرئيسية', 'احجز عرضًا توضيحيًا'],
  ] as const)(
    "ends the %s bar with Book a Demo as its one filled button, as peers' headers end",
    (locale, bar, label) => {
      renderWithProviders(<Header />, { locale });
      const nav = screen.getByRole('navigation', { name: bar });
      expect(within(nav).getByRole('button', { name: label })).toHaveAttribute('data-variant', 'filled');
      expect(nav.querySelectorAll('[data-variant="filled"]')).toHaveLength(1);
    },
  );
});
