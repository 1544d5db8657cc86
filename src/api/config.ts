import { httpsUrl } from '@/lib/httpsUrl';

const env = import.meta.env;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Deploy-time settings; every one has a default so `npm start` needs no `.env`. */
export const apiConfig = {
  apiBase: withoutTrailingSlash(env.VITE_API_BASE ?? ''),
  vendorAccountBase: withoutTrailingSlash(env.VITE_VENDOR_ACCOUNT_BASE ?? ''),
  footerPath: env.VITE_FOOTER_PATH || '/api/Footer',
  /**
   * How long a visitor waits at most before hearing that a call failed, retries included; for the
   * reads of the page they opened, counted from opening it (src/api/http.ts).
   */
  requestTimeoutMs: Number(env.VITE_REQUEST_TIMEOUT_MS) || 15_000,
};

/** The pause before a read's one retry; the retry shares the read's deadline (src/api/http.ts). */
export const readRetryDelayMs = 250;

export const siteConfig = {
  siteUrl: withoutTrailingSlash(env.VITE_SITE_URL || 'https://www.webbee.ae'),
  // Links the sign-up pages render: only https: addresses, whatever the build was given.
  vendorPortalUrl: httpsUrl(env.VITE_VENDOR_PORTAL_URL) ?? 'https://vendor.webbee.ae',
  clientPortalUrl: httpsUrl(env.VITE_CLIENT_PORTAL_URL) ?? 'https://client.webbee.ae',
  /** The YouTube id of Home's product tour; without one its card opens the channel. */
  introVideoId: env.VITE_INTRO_VIDEO_ID || '',
  /** The YouTube id of About's company story; without one its card opens the channel. */
  storyVideoId: env.VITE_STORY_VIDEO_ID || '',
};

/** Where a contract path is really sent: VendorAccount calls have their own base. */
export const resolveApiUrl = (path: string): string => {
  if (path.startsWith('/VendorAccount')) return apiConfig.vendorAccountBase + path;
  if (path.startsWith('/api/Footer')) return apiConfig.apiBase + path.replace('/api/Footer', apiConfig.footerPath);
  return apiConfig.apiBase + path;
};
