import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGetFooterMockHandler, getGetFooterResponseMock } from '@/api/generated/settings/settings.msw';
import { getGetTeamMockHandler, getGetTeamResponseMock } from '@/api/generated/team/team.msw';
import AboutPage from '@/features/about/AboutPage';
import FaqPage from '@/features/faq/FaqPage';
import PrivacyPolicyPage from '@/features/legal/PrivacyPolicyPage';
import TermsPage from '@/features/legal/TermsPage';
import CartPage from '@/features/products/CartPage';
import ClientAppPage from '@/features/products/ClientAppPage';
import SitemapPage from '@/features/sitemap/SitemapPage';
import { company } from '@/content/company';
import { failsWith, renderWithProviders, server } from '../testUtils';

beforeAll(async () => {
  await import('@/components/CardCarousel');
});

describe('About', () => {
  it('shows the three-step process, the benefits with a button to /createwebsite, and the team from the API', async () => {
    renderWithProviders(<AboutPage />);
    for (const step of ['Business details and logo', 'Website contents', 'Choose a package and pay']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    const benefits = screen.getByRole('region', { name: 'Still not convinced?' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(7);
    expect(within(benefits).getByRole('link', { name: 'Start Building Your Website Now' })).toHaveAttribute(
      'href',
      '/createwebsite',
    );
    const team = screen.getByRole('region', { name: 'Our Team' });
    for (const member of getGetTeamResponseMock().Result) {
      expect(await within(team).findByText(member.Name)).toBeInTheDocument();
      expect(within(team).getByText(member.Designation)).toBeInTheDocument();
    }
  });

  it.each([
    ['an empty list', { ...getGetTeamResponseMock(), Result: [] }],
    ['a failed call', failsWith(500, { Message: 'down' })],
  ])("shows 'No Data Found' for %s", async (_, respond) => {
    server.use(getGetTeamMockHandler(respond));
    renderWithProviders(<AboutPage />);
    const team = screen.getByRole('region', { name: 'Our Team' });
    expect(await within(team).findByText('No Data Found')).toBeInTheDocument();
    expect(within(team).getByText('There are no data available right now')).toBeInTheDocument();
  });

  it('asks the team for Home', async () => {
    let asked: string | null = null;
    server.use(
      getGetTeamMockHandler(({ request }) => {
        asked = new URL(request.url).searchParams.get('ForHomePage');
        return getGetTeamResponseMock();
      }),
    );
    renderWithProviders(<AboutPage />);
    await screen.findByText('Khalid Al Suwaidi');
    expect(asked).toBe('true');
  });
});

describe('FAQ', () => {
  it('is an accordion of the 10 questions, the first answered at once and the others on demand', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(9);
    const cost = screen.getByRole('button', { name: 'How much does a website cost?', expanded: true });
    expect(
      screen.getByText(/starts from AED 1499, and that price already includes your domain name and hosting/),
    ).toBeVisible();
    const time = screen.getByRole('button', { name: 'How long does it take to build my website?' });
    const timeAnswer = /can be ready in as little as 72 hours/;
    expect(screen.queryByText(timeAnswer)).not.toBeVisible();
    await user.click(time);
    expect(time).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(timeAnswer)).toBeVisible();
    expect(cost).toHaveAttribute('aria-expanded', 'false');
  });

  it("offers Contact Us beside the questions as large as the site's other main buttons", () => {
    renderWithProviders(<FaqPage />);
    const contact = screen.getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', '/contact');
    expect(contact).toHaveAttribute('data-size', 'lg');
    expect(contact).toHaveAttribute('data-variant', 'filled');
  });
});

describe('legal pages', () => {
  it('state every term the spec lists', () => {
    renderWithProviders(<TermsPage />);
    const text = document.body.textContent ?? '';
    for (const fact of [
      'within 24\u00a0hours from purchase',
      'within 7\u00a0calendar\u00a0days',
      'no support or service has been given',
      '15-20\u00a0calendar\u00a0days',
      'payment gateway fees',
      'renew automatically for the same period',
      'online by card only, and in full before the service starts',
      'fair-use policy',
      'suspend or terminate',
    ]) {
      expect(text).toContain(fact);
    }
    expect(screen.getByRole('heading', { name: 'Opting out' })).toBeInTheDocument();
    expect(text).toContain('governed by the laws of the United Arab Emirates');
  });

  it('state the privacy facts: no cookies of ours, third-party ad cookies, and what log files record', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('itself sets no cookies');
    expect(text).toContain('that advertiser or its ad network may set cookies of its own');
    for (const logged of [
      'IP address',
      'browser type',
      'internet service provider (ISP)',
      'date and time stamp',
      'referring and exit pages',
      'number of clicks',
    ]) {
      expect(text).toContain(logged);
    }
  });

  it("say who else handles a visitor's information, how long it is kept and how to see, correct or delete it", () => {
    renderWithProviders(<PrivacyPolicyPage />);
    for (const heading of ['Who else handles it', 'How long we keep it', 'Your choices'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('the payment gateway');
    expect(text).toContain('ask us to correct or delete it');
  });
});

describe('product pages', () => {
  it('Webbee Cart shows its claims, the HTML feature list, both store QR codes and the demo store', () => {
    renderWithProviders(<CartPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('delivered within 30\u00a0days');
    expect(text).toContain('Single or multi vendor, with no installation, contracts or hidden fees');
    expect(screen.getByText('bulk upload', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('manager, tester and checker', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^QR code: get Webbee Cart on the / })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Visit the demo store' })).toHaveAttribute('target', '_blank');
  });

  it('Webbee Client shows the 8 features, the store QR codes and Contact Us', () => {
    renderWithProviders(<ClientAppPage />);
    const features = screen.getByRole('region', { name: 'Eight features to run your business' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.getAllByRole('img', { name: /^QR code: get Webbee Client on the / })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '/contact');
  });
  it('Webbee Cart takes a buyer from sign-up to a live store in four steps, with why a phone store pays and what a package holds', () => {
    renderWithProviders(<CartPage />);
    const steps = screen.getByRole('region', { name: 'From sign-up to your first order' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((step) => step.textContent),
    ).toEqual(['Tell us about your business', 'Send your products', 'Choose a package and pay', 'Open your store']);
    const phones = screen.getByRole('region', { name: 'Made for shoppers on their phones' });
    expect(within(phones).getByRole('list', { name: 'Why a store on the phone pays' }).children).toHaveLength(7);
    const includes = within(phones).getByRole('region', { name: 'What your package includes' });
    expect(includes).toHaveTextContent('Delivered within 30 days');
    expect(includes).toHaveTextContent('No installation, contracts or hidden fees');
  });

  it("Webbee Client shows an invoice's way to payment in four steps, and the way to the other products", () => {
    renderWithProviders(<ClientAppPage />);
    const steps = screen.getByRole('region', { name: 'From invoice to payment' });
    expect(within(steps).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const more = screen.getByRole('region', { name: 'More from Webbee' });
    expect(within(more).getByRole('link', { name: 'Discover Webbee Cart' })).toHaveAttribute('href', '/webbeecart');
    expect(within(more).getByRole('link', { name: 'Build your website' })).toHaveAttribute('href', '/createwebsite');
    expect(more).toHaveTextContent(/A complete website from AED\s?1,?499, with your domain and hosting included/);
  });
});

describe('the closing call to action', () => {
  it.each([
    ['Webbee Cart', () => <CartPage />, 'See Webbee Cart with your own products', 'Contact Us', '/contact'],
    ['Webbee Client', () => <ClientAppPage />, 'Get paid sooner with Webbee Client', 'Contact Us', '/contact'],
  ])('ends %s with what to do next: a link and Book a Demo', (_, page, title, link, href) => {
    renderWithProviders(page());
    const closing = screen.getByRole('complementary', { name: title });
    expect(within(closing).getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(within(closing).getByRole('button', { name: 'Book a Demo' })).toBeInTheDocument();
  });
});

describe('sitemap', () => {
  it('lists the three groups as the spec does, social links opening in a new tab', async () => {
    renderWithProviders(<SitemapPage />);
    const linksOf = (heading: string) =>
      within(screen.getByRole('region', { name: heading }))
        .queryAllByRole('link')
        .map((link) => link.textContent);
    expect(linksOf('Landing Page')).toEqual([
      'Home',
      'About Us',
      'Webbee Cart',
      'Webbee Client',
      'Contact Us',
      'Become A Seller',
      'Build Your Website',
      'Blogs',
      'News And Events',
    ]);
    expect(linksOf('General Links')).toEqual(['Privacy Policy', 'Terms & Conditions', 'Careers', 'FAQs']);
    expect(await screen.findByRole('link', { name: 'Whatsapp' })).toHaveAttribute('target', '_blank');
    expect(linksOf('Social Media')).toEqual(['Facebook', 'Instagram', 'Linkedin', 'Youtube', 'Whatsapp']);
  });

  const socialHref = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

  it("always lists its five networks: the footer data's address where it has one, the company's own otherwise", async () => {
    let answered = false;
    server.use(
      getGetFooterMockHandler(() => {
        answered = true;
        return {
          ...getGetFooterResponseMock(),
          Result: { SocialMedia: { Facebook: 'https://www.facebook.com/webbee.dubai', Whatsapp: '971550001111' } },
        };
      }),
    );
    renderWithProviders(<SitemapPage />);
    await waitFor(() => expect(answered).toBe(true));
    // The footer data replaces the company's addresses once the page has mounted.
    await waitFor(() => expect(socialHref('Facebook')).toBe('https://www.facebook.com/webbee.dubai'));
    expect(socialHref('Whatsapp')).toBe('https://wa.me/971550001111');
    expect(socialHref('Youtube')).toBe(company.youtubeChannelUrl);
    expect(socialHref('Instagram')).toBe('https://www.instagram.com/webbee.ae');
    for (const name of ['Facebook', 'Instagram', 'Linkedin', 'Youtube', 'Whatsapp'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  });

  it("lists the company's own five when the footer call fails", async () => {
    server.use(getGetFooterMockHandler(failsWith(500, { Message: 'down' })));
    renderWithProviders(<SitemapPage />);
    expect(socialHref('Youtube')).toBe(company.youtubeChannelUrl);
    expect(socialHref('Whatsapp')).toBe(`https://wa.me/${company.whatsappNumber}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('link', { name: /^(Facebook|Instagram|Linkedin|Youtube|Whatsapp)$/ })).toHaveLength(5);
  });
});
