/** Every route the browser tests visit, with the H1 it shows; a detail page of each kind among them. */
export const pages = [
  ['/', 'Your professional business website, ready in 72 hours'],
  ['/aboutus', 'We put UAE businesses online'],
  ['/webbeecart', 'An online store and mobile app for your business'],
  ['/webbeeclient', 'Invoicing and payments in your pocket'],
  ['/contact', "Let's talk about your website"],
  ['/becomeseller', 'Become a Seller and earn with every referral'],
  ['/createwebsite', 'Your business online, built for you'],
  ['/blogs', 'Blogs'],
  ['/blogs/launch-your-uae-business-online-in-72-hours', 'Launch your UAE business online in 72 hours'],
  ['/newsEvents', 'News & Events'],
  ['/newsEvents/webbee-at-gitex-global-2026', 'Meet Webbee at GITEX Global 2026'],
  ['/careers', 'Join Our Team'],
  ['/carreersPopup', 'Join Our Team'],
  ['/faq', 'Frequently Asked Questions'],
  ['/privacypolicy', 'Privacy Policy'],
  ['/termsandconditions', 'Terms & Conditions'],
  ['/sitemap', 'Sitemap'],
] as const;

/** Every route's path. */
export const paths = pages.map(([path]) => path);

/** The routes whose only API content is the footer every page has. */
const pathsWithOnlyTheFooterFromApi = [
  '/webbeecart',
  '/webbeeclient',
  '/becomeseller',
  '/createwebsite',
  '/faq',
  '/privacypolicy',
  '/termsandconditions',
];

/** The routes that show more from the API: articles, the team, jobs, the company's addresses, the socials. */
export const pathsWithApiContent = paths.filter((path) => !pathsWithOnlyTheFooterFromApi.includes(path));

/** The routes prerendered from the routes table: no detail page, and not /carreersPopup, which is /careers. */
export const staticPaths = paths.filter((path) => !path.includes('/', 1) && path !== '/carreersPopup');

/** A letter of the Arabic script: what a text in the Arabic edition must contain. */
export const arabicLetters = /[\u0600-\u06FF]/;

/** A path's twin in the Arabic edition: /ar/ for Home, /ar/contact for /contact. */
export const arabicPath = (path: string) => (path === '/' ? '/ar/' : `/ar${path}`);

/** Every route of the Arabic edition, detail pages included. */
export const arabicPaths = paths.map(arabicPath);

/** The Arabic edition's prerendered routes. */
export const arabicStaticPaths = staticPaths.map(arabicPath);
