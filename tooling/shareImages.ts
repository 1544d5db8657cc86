import { renderAsync } from '@resvg/resvg-js';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { shareImagePath } from '../src/components/shareImage.ts';
import { editions, type Locale } from '../src/lib/i18n/locales.ts';
import { brandShade as shade } from './brandColours.ts';
import { haloedLogoMark } from './logoMark.ts';
import { face } from './shareFonts.ts';
import { fitText, layOutLine, textElement, type Line } from './textLayout.ts';

export const shareImageSize = { width: 1200, height: 630 } as const;

const siteName = 'Webbee';
const { width, height } = shareImageSize;
const inset = 80;
const textWidth = 760;
// Between the mark (to 144 px) with the accent bar above the title, and the honey band at the foot.
const textArea = { top: 190, bottom: 585 };

/** A pointy-top hexagon, the mark's own cell, around cx, cy. */
const hexagon = (cx: number, cy: number, radius: number) =>
  Array.from({ length: 6 }, (_, corner) => {
    const angle = (Math.PI / 3) * corner - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

/** Honeycomb cells filling the end of the card, drawn for left-to-right and mirrored for Arabic. */
const honeycomb = () => {
  const radius = 74;
  const across = radius * Math.sqrt(3);
  const cell = (column: number, row: number, style: string) => {
    const cx = 1000 + column * across + (row % 2 ? across / 2 : 0);
    return `<polygon points="${hexagon(cx, 40 + row * radius * 1.5, radius - 6)}" ${style}/>`;
  };
  const outline = `fill="none" stroke="${shade('brand', 4)}" stroke-width="3" stroke-opacity="0.55"`;
  return [
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
  ].join('');
};

/** The page's own words: the title without the site name, which the card shows by its logo. */
export const shareTitle = (title: string) =>
  title
    .replace(new RegExp(`^\\s*${siteName}\\s*[|:–—-]\\s*`), '')
    .replace(new RegExp(`\\s*[|–—-]\\s*${siteName}\\s*$`), '')
    .trim() || title.trim();

interface ShareImageContent {
  title: string;
  description?: string;
  locale: Locale;
}

/**
 * A page's 1200×630 share card: the Webbee mark and name, the page's title in up to three lines
 * and its description in up to two, on the brand's blue with honeycomb cells. Arabic cards run
 * right to left: text set from the right, the mark on the right, the cells mirrored to the left.
 */
export function shareImageSvg({ title, description, locale }: ShareImageContent): string {
  const direction = editions[locale].dir;
  const rtl = direction === 'rtl';
  const arabic = locale === 'ar';
  // A line's left edge: from the start side, right-aligned in Arabic.
  const startX = (lineWidth: number) => (rtl ? width - inset - lineWidth : inset);
  const drawLines = (lines: Line[], size: number, firstBaseline: number, lineHeight: number, fill: string) =>
    lines
      .flatMap((line, index) =>
        line.runs.map((run) =>
          textElement(run.text, startX(line.width) + run.x, firstBaseline + index * lineHeight, run.face, size, fill),
        ),
      )
      .join('');

  // Arabic letters reach higher and lower than Latin ones, so its lines stand further apart.
  const leading = (size: number) => size * (arabic ? 1.42 : 1.18);
  const summaryLeading = 28 * (arabic ? 1.6 : 1.45);
  const gap = arabic ? 40 : 28;
  const headingSizes = [68, 60, 52];
  // The largest title that fits with the description under it, in fewer of its lines if need be.
  const layouts = headingSizes.flatMap((_, index) => {
    const heading = fitText(shareTitle(title), {
      sizes: headingSizes.slice(index),
      weight: 700,
      direction,
      maxWidth: textWidth,
      maxLines: 3,
    });
    return (description?.trim() ? [2, 1] : [0]).map((summaryLines) => {
      const summary = summaryLines
        ? fitText(description ?? '', {
            sizes: [28],
            weight: 400,
            direction,
            maxWidth: textWidth,
            maxLines: summaryLines,
          })
        : undefined;
      const blockHeight =
        heading.lines.length * leading(heading.size) + (summary ? gap + summary.lines.length * summaryLeading : 0);
      return { heading, summary, blockHeight };
    });
  });
  const { heading, summary, blockHeight } =
    layouts.find((layout) => layout.blockHeight <= textArea.bottom - textArea.top) ?? layouts[layouts.length - 1];
  const headingLeading = leading(heading.size);
  const blockTop = textArea.top + (textArea.bottom - textArea.top - blockHeight) / 2;
  const headingBaseline = blockTop + headingLeading * 0.78;
  const summaryBaseline = blockTop + heading.lines.length * headingLeading + gap + summaryLeading * 0.72;

  const badge = 88;
  const badgeX = rtl ? width - inset - badge : inset;
  const name = layOutLine(siteName, { size: 46, weight: 700, direction: 'ltr' });
  const nameX = rtl ? badgeX - 22 - name.width : badgeX + badge + 22;
  const accentX = rtl ? width - inset - 96 : inset;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${shade('brand', 9)}"/><stop offset="1" stop-color="${shade('brand', 7)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>` +
    `<g${rtl ? ` transform="translate(${width} 0) scale(-1 1)"` : ''}>${honeycomb()}</g>` +
    haloedLogoMark(badgeX, 56, badge) +
    name.runs.map((run) => textElement(run.text, nameX + run.x, 116, run.face, 46, '#ffffff')).join('') +
    `<rect x="${accentX}" y="${blockTop - 22}" width="96" height="8" rx="4" fill="${shade('honey', 6)}"/>` +
    drawLines(heading.lines, heading.size, headingBaseline, headingLeading, '#ffffff') +
    (summary ? drawLines(summary.lines, summary.size, summaryBaseline, summaryLeading, shade('brand', 1)) : '') +
    `<rect y="${height - 14}" width="${width}" height="14" fill="${shade('honey', 6)}"/>` +
    `</svg>`
  );
}

/** The share card as a PNG, drawn with the site's own fonts only. */
export async function renderShareImage(content: ShareImageContent): Promise<Buffer> {
  const fontFiles = (['latin', 'arabic'] as const).flatMap((script) => [
    face(script, 400).file,
    face(script, 700).file,
  ]);
  const image = await renderAsync(shareImageSvg(content), {
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter' },
  });
  return image.asPng();
}

/** Draws a page's share card into the build, where shareImagePath (and so PageMeta's og:image) names it. */
export async function writeShareImage(
  distDir: string,
  locale: Locale,
  pagePath: string,
  title: string,
  description?: string,
): Promise<string> {
  const file = join(distDir, shareImagePath(locale, pagePath));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await renderShareImage({ title, description, locale }));
  return file;
}
