import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags } from '../scripts/chromium.ts';
import { shareImagePath } from '../src/components/shareImage.ts';
import { editions, type Locale } from '../src/lib/i18n/locales.ts';
import { brandShade as shade } from './brandColours.ts';
import { haloedLogoMark } from './logoMark.ts';

const siteName = 'Webbee';
const width = 1200;
const height = 630;
/** Largest first: the title takes the first size at which it fits whole in three lines. */
const titleSizes = [68, 60, 52, 46];
// Between the mark (to 144 px) and the honey band at the foot: the accent bar, title and description.
const textArea = { top: 168, bottom: 585 };

/**
 * The ground's diagonal blend in flat steps of at most one level per channel, which looks the same
 * as a smooth gradient: Skia dithers those, and the noise took the PNG past the 300 KB that some
 * link previews (WhatsApp's) stop at.
 */
const ground = (from: string, to: string, steps = 64) => {
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [start, end] = [rgb(from), rgb(to)];
  const stops = Array.from({ length: steps }, (_, step) => {
    const colour = start.map((channel, index) => Math.round(channel + ((end[index] - channel) * (step + 0.5)) / steps));
    return `rgb(${colour.join(',')}) ${(step * 100) / steps}% ${((step + 1) * 100) / steps}%`;
  });
  return `linear-gradient(to bottom right,${stops.join(',')})`;
};

/** A pointy-top hexagon, the mark's own cell, around cx, cy. */
const hexagon = (cx: number, cy: number, radius: number) =>
  Array.from({ length: 6 }, (_, corner) => {
    const angle = (Math.PI / 3) * corner - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

/** Honeycomb cells filling the end of the card, drawn for left-to-right and mirrored by CSS for Arabic. */
const honeycomb = () => {
  const radius = 74;
  const across = radius * Math.sqrt(3);
  const cell = (column: number, row: number, style: string) => {
    const cx = 1000 + column * across + (row % 2 ? across / 2 : 0);
    return `<polygon points="${hexagon(cx, 40 + row * radius * 1.5, radius - 6)}" ${style}/>`;
  };
  const outline = `fill="none" stroke="${shade('brand', 4)}" stroke-width="3" stroke-opacity="0.55"`;
  return (
    `<svg class="cells" width="${width}" height="${height}">` +
    [
      cell(0, 0, outline),
      cell(1, 0, outline),
      cell(-1, 1, outline),
      cell(0, 1, `fill="${shade('honey', 6)}"`),
      cell(1, 1, outline),
      cell(0, 2, outline),
      cell(-1, 3, `fill="#ffffff" fill-opacity="0.08"`),
      cell(0, 3, `fill="${shade('brand', 6)}"`),
      cell(1, 3, outline),
      cell(0, 4, outline),
      cell(1, 4, `fill="#ffffff" fill-opacity="0.08"`),
    ].join('') +
    `</svg>`
  );
};

const require = createRequire(import.meta.url);

/** The site's own faces (src/app/fonts.css), inlined so the card loads nothing and draws no fallback. */
const fontFaces = async () => {
  const face = async (family: string, weight: string, file: string) => {
    const data = (await readFile(require.resolve(file))).toString('base64');
    return `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2')}`;
  };
  const plex = '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic';
  return (
    await Promise.all([
      face('Inter', '100 900', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
      face('IBM Plex Sans Arabic', '400', `${plex}-400-normal.woff2`),
      face('IBM Plex Sans Arabic', '700', `${plex}-700-normal.woff2`),
    ])
  ).join('');
};

/**
 * The card as a page: the Webbee mark and name at the top, the title in up to three lines and the
 * description in up to two between them and the honey band at the foot, on the brand's blue with
 * honeycomb cells. Under dir="rtl" the mark, the text and the cells all swap sides.
 */
const cardDocument = async () => `<!doctype html>
<html><head><meta charset="utf-8"><style>
${await fontFaces()}
html{font-family:Inter,'IBM Plex Sans Arabic';color:#fff}
html:lang(ar){font-family:'IBM Plex Sans Arabic',Inter}
body{margin:0;width:${width}px;height:${height}px;overflow:hidden;position:relative;
  background:${ground(shade('brand', 9), shade('brand', 7))}}
.cells{position:absolute;inset:0}
[dir=rtl] .cells{transform:scaleX(-1)}
header{position:absolute;top:56px;inset-inline-start:80px;display:flex;align-items:center;gap:22px;
  font:700 46px/1 Inter;letter-spacing:-0.01em}
header svg{display:block}
main{position:absolute;top:${textArea.top}px;inset-inline-start:80px;width:760px}
main::before{content:'';display:block;width:96px;height:8px;border-radius:4px;background:${shade('honey', 6)};margin-bottom:22px}
h1,p{margin:0;display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
h1{font-weight:700;line-height:1.18;letter-spacing:-0.015em;-webkit-line-clamp:3}
p{margin-top:28px;font-size:28px;line-height:1.45;color:${shade('brand', 1)};-webkit-line-clamp:2}
/* Arabic letters reach higher and lower than Latin ones, and spacing would pull its joined letters apart. */
:lang(ar) h1{line-height:1.42;letter-spacing:0}
:lang(ar) p{margin-top:36px;line-height:1.6}
p:empty{display:none}
footer{position:absolute;inset:auto 0 0;height:14px;background:${shade('honey', 6)}}
</style></head><body>
${honeycomb()}
<header>${haloedLogoMark(0, 0, 88)}<span dir="ltr">${siteName}</span></header>
<main><h1></h1><p></p></main>
<footer></footer>
</body></html>`;

/** The page's own words: the title without the site name, which the card shows by its logo. */
export const shareTitle = (title: string) =>
  title
    .replace(new RegExp(`^\\s*${siteName}\\s*[|:–—-]\\s*`), '')
    .replace(new RegExp(`\\s*[|–—-]\\s*${siteName}\\s*$`), '')
    .trim() || title.trim();

export interface ShareImageContent {
  title: string;
  description?: string;
  locale: Locale;
}

export interface ShareCard {
  png: Buffer;
  /** The title's font size in px: smaller than the largest when a long title needed it. */
  titleSize: number;
}

export interface ShareCardRenderer {
  /** One card at a time: every card is drawn on the same page. */
  render(content: ShareImageContent): Promise<ShareCard>;
  /** Draws a page's card into the build, where shareImagePath (and so PageMeta's og:image) names it. */
  write(distDir: string, locale: Locale, pagePath: string, title: string, description?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Chromium, opened once for all of a build's share cards, sets each card's text: it shapes the
 * Arabic, orders mixed directions, wraps the lines and clamps what does not fit with an ellipsis.
 */
export async function openShareCardRenderer(): Promise<ShareCardRenderer> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath} to draw the share cards: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  // Without a display Chromium may pick another colour profile, and the brand's blue would drift.
  const browser = await chromium.launch({ executablePath, args: [...chromiumFlags, '--force-color-profile=srgb'] });
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(await cardDocument());
    // Every face loaded before the first card, so none is ever drawn in a fallback face.
    await page.evaluate(async () => {
      await Promise.all([...document.fonts].map((face) => face.load()));
    });

    const render = async ({ title, description, locale }: ShareImageContent): Promise<ShareCard> => {
      const titleSize = await page.evaluate(
        async ({ lang, dir, title, description, sizes, area }) => {
          document.documentElement.lang = lang;
          document.documentElement.dir = dir;
          const [main, heading, summary] = ['main', 'h1', 'p'].map((tag) => document.querySelector(tag) as HTMLElement);
          heading.textContent = title;
          summary.textContent = description;
          await document.fonts.ready;
          // A clamped line still counts in scrollHeight; a glyph reaching past its line box adds a pixel or two.
          const hidesLines = (element: HTMLElement) =>
            element.scrollHeight - element.clientHeight > parseFloat(getComputedStyle(element).lineHeight) / 2;
          const fits = (size: number) => {
            heading.style.fontSize = `${size}px`;
            return !hidesLines(heading) && main.offsetHeight <= area.bottom - area.top;
          };
          // Where none fits, the last tried, the smallest, stays and the clamp ends the title with an ellipsis.
          const size = sizes.find(fits) ?? sizes[sizes.length - 1];
          // Centred on whole pixels, so the same words draw the same pixels on every card.
          main.style.top = `${area.top + Math.floor((area.bottom - area.top - main.offsetHeight) / 2)}px`;
          return size;
        },
        {
          lang: locale,
          dir: editions[locale].dir,
          title: shareTitle(title),
          description: description?.trim() ?? '',
          sizes: titleSizes,
          area: textArea,
        },
      );
      return { png: await page.screenshot({ type: 'png' }), titleSize };
    };

    return {
      render,
      async write(distDir, locale, pagePath, title, description) {
        const file = join(distDir, shareImagePath(locale, pagePath));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, (await render({ title, description, locale })).png);
        return file;
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
