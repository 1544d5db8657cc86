/**
 * Where the Webbee apps are listed; the QR codes on the product pages open these. Plain strings in
 * a module of their own: the build draws each one's QR code (tooling/storeQrCodes.ts).
 */
export const storeLinks = {
  cart: {
    appStore: 'https://apps.apple.com/ae/search?term=webbee%20cart',
    playStore: 'https://play.google.com/store/search?q=webbee%20cart&c=apps',
  },
  client: {
    appStore: 'https://apps.apple.com/ae/search?term=webbee%20client',
    playStore: 'https://play.google.com/store/search?q=webbee%20client&c=apps',
  },
};

export type App = keyof typeof storeLinks;
export type Store = keyof (typeof storeLinks)[App];
