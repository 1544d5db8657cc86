import { storeQrCodes } from 'virtual:store-qr-codes';
import { describe, expect, it } from 'vitest';
import { storeLinks } from '@/content/storeLinks';
import { qrCodeSvg } from '../../tooling/storeQrCodes';

describe('the store QR codes the build draws', () => {
  it('draw each app store link, as an SVG document an <img> can show', () => {
    for (const [app, links] of Object.entries(storeLinks) as [keyof typeof storeLinks, typeof storeLinks.cart][]) {
      for (const store of ['appStore', 'playStore'] as const) {
        // Outside a build (this test, the dev server, Ladle), each comes as a data: URL.
        expect(storeQrCodes[app][store]).toBe(`data:image/svg+xml,${encodeURIComponent(qrCodeSvg(links[store]))}`);
      }
    }
  });

  it('draw a 120 px square with the SVG namespace, its modules as one path', () => {
    const svg = qrCodeSvg(storeLinks.cart.appStore);
    expect(svg).toMatch(
      /^<svg height="120" width="120" viewBox="0 0 31 31" role="img" xmlns="http:\/\/www\.w3\.org\/2000\/svg">/,
    );
    expect(svg.match(/<path /g)).toHaveLength(2);
    // Different links, different codes.
    expect(qrCodeSvg(storeLinks.cart.playStore)).not.toBe(svg);
  });
});
