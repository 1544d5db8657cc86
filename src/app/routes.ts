import type { ComponentType } from 'react';
import type { PagePrefetch } from '@/lib/pagePrefetch';
import { retryableLazy } from '@/lib/retryableLazy';
import { caseInsensitiveParser } from './caseInsensitiveParser';

type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

// Every route's page, by file: the prerender finds a page's chunk in the build manifest by this
// name, to preload it. The article pages are shared pieces of the blog and news pages, not routes.
const pageModules = import.meta.glob<PageModule>([
  '/src/features/*/*Page.tsx',
  '!/src/features/articles/Article*Page.tsx',
]);

export interface SiteRoute {
  /** The wouter pattern, in its canonical spelling; matching ignores case. */
  path: string;
  /** The page's source file, as the build manifest names it. */
  source: string;
  /**
   * Loads the page's chunk; once loaded, the page renders without suspending. A failed or stalled
   * load rejects with a `PartLoadError`, whose Retry imports the chunk again.
   */
  load: () => Promise<PageModule>;
  page: ComponentType;
  /** Title, description and canonical path; absent where the page sets its own from data. */
  meta?: { title: string; description: string; canonical?: string };
  /** A static page: written to its own HTML file at build time and listed in sitemap.xml. */
  prerender: boolean;
  inSitemap: boolean;
}

const route = (
  path: string,
  page: string,
  meta: SiteRoute['meta'],
  { prerender = true, inSitemap = prerender }: { prerender?: boolean; inSitemap?: boolean } = {},
): SiteRoute => {
  const source = `/src/features/${page}.tsx`;
  const importPage = pageModules[source];
  if (!importPage) throw new Error(`The route ${path} names ${source}, which is not a page`);
  const lazyPage = retryableLazy(importPage);
  return { path, source: source.slice(1), load: lazyPage.load, page: lazyPage, meta, prerender, inSitemap };
};

const brand = 'Webbee';

export const routes: SiteRoute[] = [
  route('/', 'home/HomePage', {
    title: `${brand} | Professional websites for UAE businesses from AED 1499`,
    description:
      'Get a professional business website with domain, hosting and SSL from AED 1499, ready in 72 hours. No-code CMS, e-commerce with a mobile app, and invoicing for UAE companies.',
  }),
  route('/aboutus', 'about/AboutPage', {
    title: `About Us | ${brand}`,
    description:
      'Webbee builds websites, online stores and business apps for companies across the UAE. Meet the team and see how we work.',
  }),
  route('/webbeecart', 'products/CartPage', {
    title: `Webbee Cart: e-commerce website and mobile app | ${brand}`,
    description:
      'A fully responsive online store with its own mobile app, single or multi vendor, delivered within 30 days. No installation, contracts or hidden fees.',
  }),
  route('/webbeeclient', 'products/ClientAppPage', {
    title: `Webbee Client: invoicing and payment app | ${brand}`,
    description:
      'Create items, send tailored invoices with payment links and QR codes, track paid and unpaid bills, and manage quotes and appointments.',
  }),
  route('/contact', 'contact/ContactPage', {
    title: `Contact Us | ${brand}`,
    description:
      'Call, e-mail or visit Webbee in Business Bay, Dubai, or send us a message and our team will get back to you.',
  }),
  route('/becomeseller', 'signup/BecomeSellerPage', {
    title: `Become a Seller: earn up to AED 1000 a referral | ${brand}`,
    description:
      'Join the Webbee seller programme: refer businesses that need a website and earn up to AED 1000 per new customer, plus commission on renewals.',
  }),
  route('/createwebsite', 'signup/CreateWebsitePage', {
    title: `Start Building Your Website Now | ${brand}`,
    description:
      'Create your Webbee account and get a business website from AED 1499 with domain and hosting included. A representative contacts you after sign-up.',
  }),
  route('/blogs', 'articles/BlogsPage', {
    title: `Blogs | ${brand}`,
    description: 'Guides and tips on websites, online selling, SEO and invoicing for businesses in the UAE.',
  }),
  route('/blogs/:slug', 'articles/BlogDetailPage', undefined, { prerender: false }),
  route('/newsEvents', 'articles/NewsEventsPage', {
    title: `News & Events | ${brand}`,
    description: 'Product launches, events and company news from Webbee.',
  }),
  route('/newsEvents/:slug', 'articles/NewsEventDetailPage', undefined, { prerender: false }),
  route('/careers', 'careers/CareersPage', {
    title: `Careers: Join Our Team | ${brand}`,
    description: 'Open positions at Webbee in Dubai, Abu Dhabi and Sharjah. Apply online with your CV.',
  }),
  route(
    '/carreersPopup',
    'careers/CareersApplicationPage',
    {
      title: `Apply for a job | ${brand}`,
      description: 'Apply for an open position at Webbee with your CV.',
      canonical: '/careers',
    },
    { inSitemap: false },
  ),
  route('/faq', 'faq/FaqPage', {
    title: `Frequently Asked Questions | ${brand}`,
    description:
      'What a website costs, how long it takes, SEO, maintenance, premium modules and payment gateways: answers to common questions.',
  }),
  route('/privacypolicy', 'legal/PrivacyPolicyPage', {
    title: `Privacy Policy | ${brand}`,
    description: 'How Webbee handles cookies, log files and the information you share with us.',
  }),
  route('/termsandconditions', 'legal/TermsPage', {
    title: `Terms & Conditions | ${brand}`,
    description: 'Refunds, renewals, payment and fair use: the terms of Webbee services.',
  }),
  route('/sitemap', 'sitemap/SitemapPage', {
    title: `Sitemap | ${brand}`,
    description: 'Every page of the Webbee website in one place.',
  }),
];

export const homeRoute = routes[0];

/** The route a path shows; any unmatched path shows Home. */
export const findRoute = (pathname: string): SiteRoute =>
  routes.find((candidate) => caseInsensitiveParser(candidate.path).pattern.exec(pathname)) ?? homeRoute;
