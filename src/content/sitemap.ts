import { msg } from '@lingui/core/macro';
import { mainNavigation, type NavigationLink } from './company';

/** The main menu's pages, then the landing pages it leaves out. */
export const landingPageLinks: NavigationLink[] = [
  ...mainNavigation,
  { label: msg`Build Your Website`, href: '/createwebsite' },
  { label: msg`Blogs`, href: '/blogs' },
  { label: msg`News And Events`, href: '/newsEvents' },
];

export const generalLinks: NavigationLink[] = [
  { label: msg`Privacy Policy`, href: '/privacypolicy' },
  { label: msg`Terms & Conditions`, href: '/termsandconditions' },
  { label: msg`Careers`, href: '/careers' },
  { label: msg`FAQs`, href: '/faq' },
];
