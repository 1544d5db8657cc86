/**
 * Every route of the spec's site map, with the H1 and the title it shows in English; a detail page
 * of each kind among them. The browser tests visit each; the unit tests render each.
 */
export const pages = [
  [
    '/',
    'Your professional business website, ready in 72\u00a0hours',
    'Webbee | Professional websites for UAE businesses from AED 1499',
  ],
  ['/aboutus', 'We put UAE businesses online', 'About Us | Webbee'],
  [
    '/webbeecart',
    'An online store and mobile app for your business',
    'Webbee Cart: e-commerce website and mobile app | Webbee',
  ],
  ['/webbeeclient', 'Invoicing and payments in your pocket', 'Webbee Client: invoicing and payment app | Webbee'],
  ['/contact', "Let's talk about your website", 'Contact Us | Webbee'],
  [
    '/becomeseller',
    'Become a Seller and earn with every referral',
    'Become a Seller: earn up to AED 1000 a referral | Webbee',
  ],
  ['/createwebsite', 'Your business online, built for you', 'Start Building Your Website Now | Webbee'],
  ['/blogs', 'Blogs', 'Blogs | Webbee'],
  [
    '/blogs/launch-your-uae-business-online-in-72-hours',
    'Launch your UAE business online in 72\u00a0hours',
    'Launch your UAE business online in 72\u00a0hours | Webbee',
  ],
  ['/newsEvents', 'News & Events', 'News & Events | Webbee'],
  [
    '/newsEvents/website-builder-update-november-2026',
    "What's new in the website builder this November",
    "What's new in the website builder this November | Webbee",
  ],
  ['/careers', 'Join Our Team', 'Careers: Join Our Team | Webbee'],
  ['/carreersPopup', 'Join Our Team', 'Apply for a job | Webbee'],
  ['/faq', 'Frequently asked questions', 'Frequently asked questions | Webbee'],
  ['/privacypolicy', 'Privacy Policy', 'Privacy Policy | Webbee'],
  ['/termsandconditions', 'Terms & Conditions', 'Terms & Conditions | Webbee'],
  ['/sitemap', 'Sitemap', 'Sitemap | Webbee'],
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
