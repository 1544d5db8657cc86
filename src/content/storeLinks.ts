/** The deploy-time settings that name the apps' store listings; each one is optional. */
export interface StoreListingSettings {
  VITE_CART_APP_STORE_URL?: string;
  VITE_CART_PLAY_STORE_URL?: string;
  VITE_CLIENT_APP_STORE_URL?: string;
  VITE_CLIENT_PLAY_STORE_URL?: string;
}

// Only an https: address is taken; anything else would give the visitor a dead or unsafe badge.
const listing = (setting: string | undefined, fallback: string) =>
  setting?.startsWith('https://') ? setting : fallback;

/**
 * Each app's listing in the App Store and Google Play: the badges and QR codes on the product pages
 * open these. No imports, so that the build's own plugin (tooling/storeQrCodes.ts) can draw each
 * one's QR code from the same settings.
 */
export const storeLinksFrom = (settings: StoreListingSettings = {}) => ({
  cart: {
    appStore: listing(settings.VITE_CART_APP_STORE_URL, 'https://apps.apple.com/ae/app/webbee-cart/id6469011201'),
    playStore: listing(
      settings.VITE_CART_PLAY_STORE_URL,
      'https://play.google.com/store/apps/details?id=ae.webbee.cart',
    ),
  },
  client: {
    appStore: listing(settings.VITE_CLIENT_APP_STORE_URL, 'https://apps.apple.com/ae/app/webbee-client/id6469011202'),
    playStore: listing(
      settings.VITE_CLIENT_PLAY_STORE_URL,
      'https://play.google.com/store/apps/details?id=ae.webbee.client',
    ),
  },
});

export const storeLinks = storeLinksFrom(import.meta.env);

export type App = keyof typeof storeLinks;
export type Store = keyof (typeof storeLinks)[App];
