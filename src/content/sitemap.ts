import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface SitemapLink {
  label: MessageDescriptor;
  href: string;
}

export const landingPageLinks: SitemapLink[] = [
  { label: msg`Home`, href: '/' },
  { label: msg`About Us`, href: '/aboutus' },
  { label: msg`Webbee Cart`, href: '/webbeecart' },
  { label: msg`Webbee Client`, href: '/webbeeclient' },
  { label: msg`Contact Us`, href: '/contact' },
  { label: msg`Become A Seller`, href: '/becomeseller' },
  { label: msg`Build Your Website`, href: '/createwebsite' },
  { label: msg`Blogs`, href: '/blogs' },
  { label: msg`News And Events`, href: '/newsEvents' },
];

export const generalLinks: SitemapLink[] = [
  { label: msg`Privacy Policy`, href: '/privacypolicy' },
  { label: msg`Terms & Conditions`, href: '/termsandconditions' },
  { label: msg`Careers`, href: '/careers' },
  { label: msg`FAQs`, href: '/faq' },
];
