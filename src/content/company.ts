/** Company facts shown in the footer, on Contact and in structured data. */
export const company = {
  name: 'Webbee',
  legalName: 'Webbee Technologies LLC',
  tagline: 'Websites for UAE businesses, ready in 72 hours',
  address: 'Office 1204, Bay Square Building 11, Business Bay, Dubai, United Arab Emirates',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Bay+Square+Building+11+Business+Bay+Dubai',
  phones: [
    { label: 'Sales', display: '+971 4 250 7080', dial: '+97142507080' },
    { label: 'Support', display: '+971 50 123 4567', dial: '+971501234567' },
    { label: 'Sellers', display: '+971 55 765 4321', dial: '+971557654321' },
  ],
  emails: ['info@webbee.ae', 'support@webbee.ae'],
  youtubeChannelUrl: 'https://www.youtube.com/@webbee-ae',
  /** The Support line, which also answers WhatsApp. */
  whatsappNumber: '971501234567',
  demoStoreUrl: 'https://demo.webbee.ae',
} as const;

export interface SiteLink {
  label: string;
  href: string;
}

export const mainNavigation: SiteLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/aboutus' },
  { label: 'Webbee Cart', href: '/webbeecart' },
  { label: 'Webbee Client', href: '/webbeeclient' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Become A Seller', href: '/becomeseller' },
];

export const usefulLinks: SiteLink[] = [
  { label: 'Careers', href: '/careers' },
  { label: 'FAQs', href: '/faq' },
  { label: 'News & Events', href: '/newsEvents' },
  { label: 'Blogs', href: '/blogs' },
];

export const legalLinks: SiteLink[] = [
  { label: 'Terms & Conditions', href: '/termsandconditions' },
  { label: 'Privacy Policy', href: '/privacypolicy' },
  { label: 'Sitemap', href: '/sitemap' },
];

export const chatGreeting = 'Hello, Can we help you?';

export const whatsappChatUrl = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : undefined;
};
