import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderShareImage, shareImageSvg, shareTitle, writeShareImage } from '../../tooling/shareImages.ts';
import { shareImagePath } from '@/components/shareImage';
import { pngHeader, pngPixels } from './png.ts';

/** The x of every <text> in the card whose content is `text`. */
const textXs = (svg: string, text: string) =>
  [...svg.matchAll(/<text x="([\d.]+)"[^>]*>([^<]*)<\/text>/g)]
    .filter((match) => match[2] === text)
    .map((match) => Number(match[1]));

describe('shareImagePath', () => {
  it.each([
    ['en', '/', '/share/en/home.png'],
    ['ar', '/', '/share/ar/home.png'],
    ['en', '/contact', '/share/en/contact.png'],
    ['ar', '/contact', '/share/ar/contact.png'],
    ['en', '/newsEvents', '/share/en/newsevents.png'],
    ['ar', '/blogs/some-slug', '/share/ar/blogs/some-slug.png'],
    ['en', '/blogs/Some Slug!/', '/share/en/blogs/some-slug.png'],
    ['en', '/blogs/../../etc?x=1#top', '/share/en/blogs/etc.png'],
    ['ar', '/blogs/مدونة', '/share/ar/blogs/u645u62fu648u646u629.png'],
  ] as const)('names the %s card of %s %s', (locale, path, file) => {
    expect(shareImagePath(locale, path)).toBe(file);
  });
});

describe('shareTitle', () => {
  it('leaves out the site name, which the card shows by its logo', () => {
    expect(shareTitle('Contact Us | Webbee')).toBe('Contact Us');
    expect(shareTitle('Webbee | Professional websites for UAE businesses from AED 1499')).toBe(
      'Professional websites for UAE businesses from AED 1499',
    );
    expect(shareTitle('تواصل معنا | Webbee')).toBe('تواصل معنا');
    expect(shareTitle('Webbee Cart: e-commerce website and mobile app | Webbee')).toBe(
      'Webbee Cart: e-commerce website and mobile app',
    );
    expect(shareTitle('Webbee')).toBe('Webbee');
  });
});

describe('shareImageSvg', () => {
  it('sets an English card from the left: the mark and name at the top left, the title under them', () => {
    const svg = shareImageSvg({ title: 'Contact Us | Webbee', description: 'Call or visit us.', locale: 'en' });
    expect(svg).toContain('<svg x="80" y="56" width="88"');
    expect(textXs(svg, 'Contact Us')).toEqual([80]);
    expect(textXs(svg, 'Call or visit us.')).toEqual([80]);
    expect(svg).not.toContain('scale(-1 1)');
  });

  it('sets an Arabic card from the right: the mark at the top right, the title ending at the right margin', () => {
    const svg = shareImageSvg({ title: 'تواصل معنا | Webbee', locale: 'ar' });
    expect(svg).toContain('<svg x="1032" y="56" width="88"');
    const [first] = textXs(svg, 'تواصل');
    const [second] = textXs(svg, 'معنا');
    // Read right to left: the first word is to the right of the second.
    expect(first).toBeGreaterThan(second);
    expect(first).toBeGreaterThan(900);
    expect(svg).toContain('font-family="IBM Plex Sans Arabic"');
    expect(svg).toContain('transform="translate(1200 0) scale(-1 1)"');
    expect(textXs(svg, 'Webbee')[0]).toBeLessThan(1032);
  });
});

describe('renderShareImage', () => {
  it.each(['en', 'ar'] as const)('draws a 1200×630 PNG for the %s edition', async (locale) => {
    const png = await renderShareImage({ title: locale === 'en' ? 'Blogs | Webbee' : 'المدونات | Webbee', locale });
    expect(pngHeader(png)).toMatchObject({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(300_000);
  });

  it("puts the mark's white cell on the start side of each edition", async () => {
    const white = [255, 255, 255, 255];
    const english = pngPixels(await renderShareImage({ title: 'FAQ', locale: 'en' }));
    const arabic = pngPixels(await renderShareImage({ title: 'الأسئلة الشائعة', locale: 'ar' }));
    // The top corner of the white cell around the mark, 88 px wide from 80 px in from the edge.
    expect(english.at(124, 62)).toEqual(white);
    expect(arabic.at(1200 - 124 - 1, 62)).toEqual(white);
    expect(english.at(1200 - 124 - 1, 62)).not.toEqual(white);
  });
});

describe('writeShareImage', () => {
  it('writes the card where shareImagePath names it', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'share-images-'));
    try {
      const file = await writeShareImage(dist, 'ar', '/contact', 'تواصل معنا | Webbee', 'اتصل بنا.');
      expect(file).toBe(join(dist, 'share/ar/contact.png'));
      expect(pngHeader(await readFile(file))).toMatchObject({ width: 1200, height: 630 });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
