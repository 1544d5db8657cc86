import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Company facts shown in the footer, on Contact and in structured data. What a visitor reads in
 * their language is a message (render it with `i18n._`); names, numbers and addresses on the web
 * stay as they are in both editions.
 */
export const company = {
  name: 'Webbee',
  legalName: 'Webbee Technologies LLC',
  tagline: msg`Websites for UAE businesses, ready in 72 hours`,
  address: msg`Office 1204, Bay Square Building 11, Business Bay, Dubai, United Arab Emirates`,
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Bay+Square+Building+11+Business+Bay+Dubai',
  phones: [
    { label: msg`Sales`, display: '+971 4 250 7080', dial: '+97142507080' },
    { label: msg`Support`, display: '+971 52 918 3460', dial: '+971529183460' },
    { label: msg`Sellers`, display: '+971 4 250 7082', dial: '+97142507082' },
  ],
  emails: ['info@webbee.ae', 'support@webbee.ae'],
  youtubeChannelUrl: 'https://www.youtube.com/@webbee-ae',
  /** The Support line, which also answers WhatsApp. */
  whatsappNumber: '971529183460',
  demoStoreUrl: 'https://demo.webbee.ae',
} as const;

/** A link of the site's menus, its label a message of the edition's language. */
export interface NavigationLink {
  label: MessageDescriptor;
  href: string;
}

export const aboutUsLink: NavigationLink = { label: msg`About Us`, href: '/aboutus' };
export const contactUsLink: NavigationLink = { label: msg`Contact Us`, href: '/contact' };

export const mainNavigation: NavigationLink[] = [
  { label: msg`Home`, href: '/' },
  aboutUsLink,
  { label: msg`Webbee Cart`, href: '/webbeecart' },
  { label: msg`Webbee Client`, href: '/webbeeclient' },
  contactUsLink,
  { label: msg`Become A Seller`, href: '/becomeseller' },
];

/** What the company sells, each to its page, for a visitor who looks for them at the foot of a page. */
export const productLinks: NavigationLink[] = [
  { label: msg`Business websites`, href: '/createwebsite' },
  { label: msg`Webbee Cart`, href: '/webbeecart' },
  { label: msg`Webbee Client`, href: '/webbeeclient' },
];

export const usefulLinks: NavigationLink[] = [
  { label: msg`Careers`, href: '/careers' },
  { label: msg`FAQs`, href: '/faq' },
  { label: msg`News & Events`, href: '/newsEvents' },
  { label: msg`Blogs`, href: '/blogs' },
];

export const legalLinks: NavigationLink[] = [
  { label: msg`Terms & Conditions`, href: '/termsandconditions' },
  { label: msg`Privacy Policy`, href: '/privacypolicy' },
  { label: msg`Sitemap`, href: '/sitemap' },
];

export const chatGreeting = msg`Hello, Can we help you?`;

export const whatsappChatUrl = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : undefined;
};
