// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconDataUrl, withInlineFavicon } from '../../tooling/inlineFavicon.ts';
import { contentSecurityPolicy } from '../../tooling/securityHeaders.ts';

const indexHtml = readFileSync('index.html', 'utf8');

describe('inlineFavicon', () => {
  it('puts the mark of public/favicon.svg into the page, so the first load fetches no favicon', () => {
    const html = withInlineFavicon(indexHtml);
    expect(html).not.toContain('/favicon.svg');
    const link = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"/.exec(html)?.[1];
    expect(link).toBe(faviconDataUrl);
    expect(decodeURIComponent(link!.slice('data:image/svg+xml,'.length))).toBe(
      readFileSync('public/favicon.svg', 'utf8').trim(),
    );
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"');
  });

  it('fails the build when index.html links the favicon some other way', () => {
    expect(() => withInlineFavicon('<link rel="icon" href="/mark.svg">')).toThrow(/favicon/);
  });

  it('is allowed by the pages’ Content-Security-Policy', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], connectOrigins: [] });
    expect(policy).toMatch(/img-src [^;]*\bdata:/);
  });
});
