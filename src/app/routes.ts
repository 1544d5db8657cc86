import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { ItemPages, PageLoader } from '@/lib/pageLoader';
import { applicationLinkPath } from '@/features/careers/applicationLink';
import { pagePath } from '@/lib/i18n/locales';
import { retryableLazy } from '@/lib/retryableLazy';
import { caseInsensitiveParser } from './caseInsensitiveParser';

export type PageModule = { default: ComponentType; loader?: PageLoader; itemPages?: ItemPages };

export interface SiteRoute {
  /** The wouter pattern, in its canonical spelling; matching ignores case. */
  path: string;
  /**
   * Loads the page's chunk; once loaded, the page renders without suspending. A failed or stalled
   * load rejects with a `PartLoadError`, whose Retry imports the chunk again.
   */
  load: () => Promise<PageModule>;
  page: ComponentType;
  /** The catalog of the page's words: its folder in src/features (lingui.config.ts), loaded beside its code. */
  area: string;
  /** Title, description and canonical path; absent where the page sets its own from data. */
  meta?: { title: MessageDescriptor; description: MessageDescriptor; canonical?: string };
  /** A static page: written to its own HTML file at build time and listed in sitemap.xml. */
  prerender: boolean;
  inSitemap: boolean;
}

const route = (
  path: string,
  area: string,
  importPage: () => Promise<PageModule>,
  meta: SiteRoute['meta'],
  { prerender = true, inSitemap = prerender }: { prerender?: boolean; inSitemap?: boolean } = {},
): SiteRoute => {
  const lazyPage = retryableLazy(importPage);
  return { path, area, load: lazyPage.load, page: lazyPage, meta, prerender, inSitemap };
};

export const routes: SiteRoute[] = [
  route('/', 'home', () => import('@/features/home/HomePage'), {
    title: msg({ message: 'Webbee | Professional websites for UAE businesses from {price}' }),
    description: msg({
      message:
        'Get a professional business website with domain, hosting and SSL from {price}, ready in 72 hours. No-code CMS, e-commerce with a mobile app, and invoicing for UAE companies.',
    }),
  }),
  route('/aboutus', 'about', () => import('@/features/about/AboutPage'), {
    title: msg`About Us | Webbee`,
    description: msg`Webbee builds websites, online stores and business apps for companies across the UAE. Meet the team and see how we work.`,
  }),
  route('/webbeecart', 'products', () => import('@/features/products/CartPage'), {
    title: msg`Webbee Cart: e-commerce website and mobile app | Webbee`,
    description: msg`A fully responsive online store with its own mobile app, single or multi vendor, delivered within 30 days. No installation, contracts or hidden fees.`,
  }),
  route('/webbeeclient', 'products', () => import('@/features/products/ClientAppPage'), {
    title: msg`Webbee Client: invoicing and payment app | Webbee`,
    description: msg`Create items, send tailored invoices with payment links and QR codes, track paid and unpaid bills, and manage quotes and appointments.`,
  }),
  route('/contact', 'contact', () => import('@/features/contact/ContactPage'), {
    title: msg`Contact Us | Webbee`,
    description: msg`Call, e-mail or visit Webbee in Business Bay, Dubai, or send us a message and our team will get back to you.`,
  }),
  route('/becomeseller', 'signup', () => import('@/features/signup/BecomeSellerPage'), {
    title: msg({ message: 'Become a Seller: earn up to {reward} a referral | Webbee' }),
    description: msg({
      message:
        'Join the Webbee seller programme: refer businesses that need a website and earn up to {reward} per new customer, plus commission on renewals.',
    }),
  }),
  route('/createwebsite', 'signup', () => import('@/features/signup/CreateWebsitePage'), {
    title: msg`Start Building Your Website Now | Webbee`,
    description: msg({
      message:
        'Create your Webbee account and get a business website from {price} with domain and hosting included. A representative contacts you after sign-up.',
    }),
  }),
  route('/blogs', 'articles', () => import('@/features/articles/BlogsPage'), {
    title: msg`Blogs | Webbee`,
    description: msg`Guides and tips on websites, online selling, SEO and invoicing for businesses in the UAE.`,
  }),
  route('/blogs/:slug', 'articles', () => import('@/features/articles/BlogDetailPage'), undefined, {
    prerender: false,
  }),
  route('/newsEvents', 'articles', () => import('@/features/articles/NewsEventsPage'), {
    title: msg`News & Events | Webbee`,
    description: msg`Product launches, events and company news from Webbee.`,
  }),
  route('/newsEvents/:slug', 'articles', () => import('@/features/articles/NewsEventDetailPage'), undefined, {
    prerender: false,
  }),
  route('/careers', 'careers', () => import('@/features/careers/CareersPage'), {
    title: msg`Careers: Join Our Team | Webbee`,
    description: msg`Open positions at Webbee in Dubai, Abu Dhabi and Sharjah. Apply online with your CV.`,
  }),
  route(
    applicationLinkPath,
    'careers',
    () => import('@/features/careers/CareersPage'),
    {
      title: msg`Apply for a job | Webbee`,
      description: msg`Apply for an open position at Webbee with your CV.`,
      canonical: '/careers',
    },
    { inSitemap: false },
  ),
  route('/faq', 'faq', () => import('@/features/faq/FaqPage'), {
    title: msg`Frequently asked questions | Webbee`,
    description: msg`What a website costs, how long it takes, SEO, maintenance, premium modules and payment gateways: answers to common questions.`,
  }),
  route('/privacypolicy', 'legal', () => import('@/features/legal/PrivacyPolicyPage'), {
    title: msg`Privacy Policy | Webbee`,
    description: msg`How Webbee handles cookies, log files and the information you share with us.`,
  }),
  route('/termsandconditions', 'legal', () => import('@/features/legal/TermsPage'), {
    title: msg`Terms & Conditions | Webbee`,
    description: msg`Refunds, renewals, payment and fair use: the terms of Webbee services.`,
  }),
  route('/sitemap', 'sitemap', () => import('@/features/sitemap/SitemapPage'), {
    title: msg`Sitemap | Webbee`,
    description: msg`Every page of the Webbee website in one place.`,
  }),
];

export const homeRoute = routes[0];

/** The route a path of either edition shows; any unmatched path shows Home. */
export const findRoute = (pathname: string): SiteRoute =>
  routes.find((candidate) => caseInsensitiveParser(candidate.path).pattern.exec(pagePath(pathname))) ?? homeRoute;
