import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The long company description on About, with the starting price as the page's edition writes it. */
export const companyDescription = (priceFrom: string): MessageDescriptor[] => [
  msg`Webbee is a web-development company based in Business Bay, Dubai. We started with a simple idea: every business in the UAE, from a family restaurant in Deira to a growing retailer in Abu Dhabi, deserves a professional website without months of waiting or a developer on call.`,
  msg`Our own content management system lets us build a complete business website in as little as 72 hours, with the domain, hosting, free SSL and corporate e-mails included from ${priceFrom}. Once your site is live you change banners, services, prices and business information yourself, from your phone or your laptop.`,
  msg`For businesses that sell online, Webbee Cart gives you a fully responsive store and your own mobile app, single or multi vendor, delivered within 30 days. Webbee Client lets you create invoices, send payment links and QR codes, and keep track of what is paid. Our seller programme rewards the consultants, accountants and agencies who bring their clients to us.`,
];

/** 'Still not convinced?': what a mobile-friendly website does for a business (the spec's benefits, section 1). */
export const websiteBenefits = [
  msg`Builds credibility: customers trust a business with a professional website`,
  msg`Shows your products and services around the clock`,
  msg`Collects and displays reviews from happy customers`,
  msg`Keeps customers engaged with news, offers and blogs`,
  msg`Makes you visible on search engines`,
  msg`Puts you on the map, so customers find your location`,
  msg`Stays affordable, with domain and hosting included`,
];
