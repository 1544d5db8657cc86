import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openShareCardRenderer, shareTitle, type ShareCardRenderer } from '../../tooling/shareImages.ts';
import { shareImagePath } from '@/components/shareImage';
import { pngHeader, pngPixels } from './png.ts';

/** The box around a card's white ink between the mark and the honey band: the title's letters. */
function titleInk(pixels: ReturnType<typeof pngPixels>) {
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  for (let y = 150; y < 616; y++) {
    for (let x = 0; x < pixels.width; x++) {
      if (
        pixels
          .at(x, y)
          .slice(0, 3)
          .every((channel) => channel > 240)
      ) {
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
    }
  }
  return box;
}

const longTitles = {
  en:
    'A guide to professional websites, online stores and mobile apps for small and medium businesses ' +
    'across the United Arab Emirates, from the first sketch to launch day and the years of care after it | Webbee',
  ar:
    'دليل إلى المواقع الاحترافية والمتاجر الإلكترونية وتطبيقات الجوال للشركات الصغيرة والمتوسطة في ' +
    'الإمارات العربية المتحدة، من الفكرة الأولى إلى يوم الإطلاق وسنوات الرعاية بعده مع Webbee Cart | Webbee',
};

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

describe('openShareCardRenderer', () => {
  it('names the fix when there is no Chromium to draw with', async () => {
    vi.stubEnv('CHROMIUM_PATH', '/nowhere/chromium');
    try {
      await expect(openShareCardRenderer()).rejects.toThrow(
        /^No Chromium at \/nowhere\/chromium .*install Debian's chromium .* or set CHROMIUM_PATH\.$/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('share cards', () => {
  let cards: ShareCardRenderer;
  beforeAll(async () => {
    cards = await openShareCardRenderer();
  }, 30_000);
  afterAll(() => cards?.close());

  it.each([
    ['en', 'Blogs | Webbee', 'News, guides and stories from the Webbee team.'],
    ['ar', 'المدونات | Webbee', 'أخبار وأدلة وقصص من فريق Webbee.'],
  ] as const)(
    'draws a 1200×630 PNG for the %s edition, small enough for link previews',
    async (locale, title, description) => {
      const { png } = await cards.render({ title, description, locale });
      expect(pngHeader(png)).toMatchObject({ width: 1200, height: 630 });
      expect(png.length).toBeLessThan(300_000);
    },
  );

  it('paints the brand: the honey band along the foot and the blue ground', async () => {
    const pixels = pngPixels((await cards.render({ title: 'FAQ', locale: 'en' })).png);
    expect(pixels.at(600, 625)).toEqual([0xff, 0xa7, 0x09, 255]);
    expect(pixels.at(2, 2)).toEqual([0x1c, 0x3a, 0x7f, 255]);
  });

  it("puts the mark's white cell and the title on the start side of each edition", async () => {
    const white = [255, 255, 255, 255];
    const english = pngPixels((await cards.render({ title: 'FAQ', locale: 'en' })).png);
    const arabic = pngPixels((await cards.render({ title: 'الأسئلة الشائعة', locale: 'ar' })).png);
    // The top corner of the white cell around the mark, 88 px wide from 80 px in from the edge.
    expect(english.at(124, 62)).toEqual(white);
    expect(arabic.at(1200 - 124 - 1, 62)).toEqual(white);
    expect(english.at(1200 - 124 - 1, 62)).not.toEqual(white);

    const englishTitle = titleInk(english);
    expect(englishTitle.left).toBeGreaterThanOrEqual(80);
    expect(englishTitle.left).toBeLessThan(90);
    expect(englishTitle.right).toBeLessThan(400);
    // Arabic reads from the right: its short title ends at the right margin, far from the left one.
    const arabicTitle = titleInk(arabic);
    expect(arabicTitle.right).toBeLessThanOrEqual(1120);
    expect(arabicTitle.right).toBeGreaterThan(1105);
    expect(arabicTitle.left).toBeGreaterThan(700);
  });

  it('sets a short title large and a longer one smaller, in the same three lines at most', async () => {
    const short = await cards.render({ title: 'FAQ', locale: 'en' });
    const longer = await cards.render({
      title: 'Webbee Cart: the e-commerce website and mobile app your shop runs on, from AED 1499',
      description: 'An online store and its app, set up and hosted for you.',
      locale: 'en',
    });
    expect(short.titleSize).toBe(68);
    expect(longer.titleSize).toBeLessThan(68);
    const ink = titleInk(pngPixels(longer.png));
    expect(ink.bottom - ink.top).toBeLessThan(3 * longer.titleSize * 1.18);
  });

  it("joins the Arabic title's letters, as Arabic is written", async () => {
    const joined = titleInk(pngPixels((await cards.render({ title: 'تواصل', locale: 'ar' })).png));
    // Zero-width non-joiners between the same letters ask for each letter's standalone form.
    const apart = titleInk(
      pngPixels((await cards.render({ title: 'ت\u200cو\u200cا\u200cص\u200cل', locale: 'ar' })).png),
    );
    expect(apart.right - apart.left).toBeGreaterThan(joined.right - joined.left + 20);
  });

  it.each([
    ['en', 80, 840],
    ['ar', 360, 1120],
  ] as const)(
    'clamps a %s title too long for the card: nothing past three lines shows, all of it within the column',
    async (locale, start, end) => {
      const title = longTitles[locale];
      const description = 'Websites, online stores and mobile apps, designed, built and hosted in the UAE.';
      const long = await cards.render({ title, description, locale });
      const longer = await cards.render({ title: `${title} and much more besides`, description, locale });
      expect(long.titleSize).toBe(46);
      expect(longer.png.equals(long.png)).toBe(true);
      const ink = titleInk(pngPixels(long.png));
      expect(ink.top).toBeGreaterThan(168);
      expect(ink.bottom).toBeLessThan(585);
      expect(ink.left).toBeGreaterThanOrEqual(start);
      expect(ink.right).toBeLessThanOrEqual(end);
    },
  );

  it('writes the card where shareImagePath names it', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'share-images-'));
    try {
      const file = await cards.write(dist, 'ar', '/contact', 'تواصل معنا | Webbee', 'اتصل بنا.');
      expect(file).toBe(join(dist, 'share/ar/contact.png'));
      expect(pngHeader(await readFile(file))).toMatchObject({ width: 1200, height: 630 });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
