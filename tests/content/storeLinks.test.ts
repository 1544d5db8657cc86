import { describe, expect, it } from 'vitest';
import { storeLinksFrom } from '@/content/storeLinks';

const isListing = (url: string) =>
  /^https:\/\/apps\.apple\.com\/[a-z]{2}\/app\/[\w-]+\/id\d+$/.test(url) ||
  /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[\w.]+$/.test(url);

describe('the app store links', () => {
  it('open each app’s listing by default, never a store search', () => {
    const links = storeLinksFrom();
    for (const url of [links.cart.appStore, links.cart.playStore, links.client.appStore, links.client.playStore])
      expect(isListing(url), url).toBe(true);
  });

  it('are set per app and store by the VITE_* settings, https: addresses only', () => {
    const links = storeLinksFrom({
      VITE_CART_APP_STORE_URL: 'https://apps.apple.com/ae/app/webbee-cart/id123',
      VITE_CLIENT_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=com.example.client',
      VITE_CART_PLAY_STORE_URL: 'javascript:alert(1)',
    });
    expect(links.cart.appStore).toBe('https://apps.apple.com/ae/app/webbee-cart/id123');
    expect(links.client.playStore).toBe('https://play.google.com/store/apps/details?id=com.example.client');
    expect(links.cart.playStore).toBe(storeLinksFrom().cart.playStore);
    expect(links.client.appStore).toBe(storeLinksFrom().client.appStore);
  });
});
