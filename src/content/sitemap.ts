import type { SiteLink } from './company';

export const landingPageLinks: SiteLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/aboutus' },
  { label: 'Webbee Cart', href: '/webbeecart' },
  { label: 'Webbee Client', href: '/webbeeclient' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Become A Seller', href: '/becomeseller' },
  { label: 'Build Your Website', href: '/createwebsite' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'News And Events', href: '/newsEvents' },
];

export const generalLinks: SiteLink[] = [
  { label: 'Privacy Policy', href: '/privacypolicy' },
  { label: 'Terms & Conditions', href: '/termsandconditions' },
  { label: 'Careers', href: '/careers' },
  { label: 'FAQs', href: '/faq' },
];
