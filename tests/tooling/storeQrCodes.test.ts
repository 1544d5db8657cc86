// @vitest-environment node
import { storeQrCodes } from 'virtual:store-qr-codes';
import { describe, expect, it } from 'vitest';
import { storeLinks } from '@/content/storeLinks';
import { qrCodeSvg } from '../../tooling/storeQrCodes';

describe('the store QR codes the build draws', () => {
  it('draw each app store link, as an SVG document an <img> can show', () => {
    // Outside a build (this test, the dev server, Ladle), each comes as a data: URL.
    const drawn = (link: string) => `data:image/svg+xml,${encodeURIComponent(qrCodeSvg(link))}`;
    expect(storeQrCodes).toEqual({
      cart: { appStore: drawn(storeLinks.cart.appStore), playStore: drawn(storeLinks.cart.playStore) },
      client: { appStore: drawn(storeLinks.client.appStore), playStore: drawn(storeLinks.client.playStore) },
    });
  });

  it('draw a 120 px square with the SVG namespace, its modules as one path', () => {
    const svg = qrCodeSvg(storeLinks.cart.appStore);
    expect(svg).toMatch(
      /^<svg height="120" width="120" viewBox="0 0 (\d+) \1" role="img" xmlns="http:\/\/www\.w3\.org\/2000\/svg">/,
    );
    expect(svg.match(/<path /g)).toHaveLength(2);
    // Different links, different codes.
    expect(qrCodeSvg(storeLinks.cart.playStore)).not.toBe(svg);
  });
});
