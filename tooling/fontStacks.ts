import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import plex from '@capsizecss/metrics/iBMPlexSansArabic';
import plexBold from '@capsizecss/metrics/iBMPlexSansArabic/700';
import inter from '@capsizecss/metrics/inter';
import interSemiBold from '@capsizecss/metrics/inter/600';
import interBold from '@capsizecss/metrics/inter/700';
import interExtraBold from '@capsizecss/metrics/inter/800';
import notoSansArabic from '@capsizecss/metrics/notoSansArabic';
import notoSansArabicBold from '@capsizecss/metrics/notoSansArabic/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoSemiBold from '@capsizecss/metrics/roboto/600';
import robotoBold from '@capsizecss/metrics/roboto/700';
import robotoExtraBold from '@capsizecss/metrics/roboto/800';
import segoeUI from '@capsizecss/metrics/segoeUI';
import segoeUIBold from '@capsizecss/metrics/segoeUI/700';
import plexSubsets from '@fontsource/ibm-plex-sans-arabic/unicode.json' with { type: 'json' };

/** Liberation Sans, Arial's metric twin on Linux, where a local('Arial') finds nothing: Arial's metrics under its names. */
const liberationSans = (metrics: FontMetrics, style: '' | 'Bold'): FontMetrics => ({
  ...metrics,
  familyName: 'Liberation Sans',
  fullName: `Liberation Sans${style && ` ${style}`}`,
  postscriptName: `LiberationSans${style && `-${style}`}`,
});

/** At each weight the site sets, the brand face's metrics and the local fonts that stand in for it, the first found first. */
type Weights = [weight: number, brand: FontMetrics, fallbacks: FontMetrics[]][];

const declarations = (face: object) =>
  Object.entries(face)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}:${value}`)
    .join(';');

/**
 * The brand face's family, then for each local font a family of faces, one per weight, that Capsize
 * scales to the brand face's average letter width and gives its ascent, descent and line gap: text
 * set in one until the brand face arrives takes the room the brand face will.
 */
const fontStack = (weights: Weights, unicodeRange?: string) => {
  const faces = weights.flatMap(([weight, brand, fallbacks]) =>
    createFontStack([brand, ...fallbacks], {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { fontWeight: weight, unicodeRange },
    }).fontFaces.map(({ '@font-face': face }) => ({
      family: face.fontFamily,
      css: `@font-face{${declarations(face)}}`,
    })),
  );
  const brand = JSON.stringify(weights[0][1].familyName);
  return { families: [...new Set([brand, ...faces.map(({ family }) => family)])].join(', '), faces };
};

// Mantine's regular, medium and bold, and the logo's 800.
const latin = fontStack([
  [400, inter, [arial, liberationSans(arial, ''), roboto]],
  [600, interSemiBold, [arialBold, liberationSans(arialBold, 'Bold'), robotoSemiBold]],
  [700, interBold, [arialBold, liberationSans(arialBold, 'Bold'), robotoBold]],
  [800, interExtraBold, [arialBold, liberationSans(arialBold, 'Bold'), robotoExtraBold]],
]);

/**
 * DejaVu Sans, which Linux sets Arabic in where no other Arabic font is installed (Debian's
 * default): its metrics as its font files give them, which Capsize's collection does not hold.
 */
const dejaVuSans = (style: '' | 'Bold', arabicWidth: number): FontMetrics => ({
  familyName: 'DejaVu Sans',
  fullName: `DejaVu Sans${style && ` ${style}`}`,
  postscriptName: `DejaVuSans${style && `-${style}`}`,
  category: 'sans-serif',
  capHeight: 1493,
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1120,
  xWidthAvg: arabicWidth,
});

/**
 * Capsize scales a fallback by the average width of Latin letters, which says little of how wide
 * Arabic sets: a line of Arabic in DejaVu Sans is 13% wider than in IBM Plex Sans Arabic, and wraps.
 * These are the faces' average advance over the Arabic edition's own text (as fontkit lays it out),
 * in each face's units, so that its lines break where the brand face's will. Chromium shapes DejaVu
 * Sans's Arabic 1% narrower than fontkit does (over every text block of the Arabic pages), so its
 * widths are fontkit's less 1%: a third fewer of those blocks then break their lines elsewhere than
 * in the brand face, at 390, 412, 1024 and 1280 px.
 */
const arabicWidth = (metrics: FontMetrics, xWidthAvg: number): FontMetrics => ({
  ...metrics,
  xWidthAvg,
  // Capsize prefers a subset's width to this one.
  subsets: undefined,
});

// Its fallbacks cover only what the Arabic face does, so that Latin letters in Arabic text pass on
// to Inter; less the supplementary planes (Rumi numerals, mathematical letters), which the site never
// writes and every Arabic page would carry in its head.
const arabicRange = plexSubsets.arabic
  .split(',')
  .filter((range) => !/^U\+1[0-9A-F]{4}/.test(range))
  .join(',');
// Segoe UI (Windows) is not measured on Arabic text here, so it keeps Capsize's Latin widths.
const arabicByLatinWidths = fontStack(
  [
    [400, plex, [segoeUI]],
    [700, plexBold, [segoeUIBold]],
  ],
  arabicRange,
);
const arabicByArabicWidths = fontStack(
  [
    [400, arabicWidth(plex, 388), [arabicWidth(notoSansArabic, 418), dejaVuSans('', 899)]],
    [700, arabicWidth(plexBold, 414), [arabicWidth(notoSansArabicBold, 457), dejaVuSans('Bold', 1069)]],
  ],
  arabicRange,
);
const arabic = {
  families: [...new Set([arabicByLatinWidths.families, arabicByArabicWidths.families].join(', ').split(', '))].join(
    ', ',
  ),
  faces: [...arabicByLatinWidths.faces, ...arabicByArabicWidths.faces],
};

/** The font-family of each edition's text: the Arabic edition sets its Arabic in IBM Plex Sans Arabic and any Latin in Inter. */
export const fontFamilies = {
  en: `${latin.families}, sans-serif`,
  ar: `${arabic.families}, ${latin.families}, sans-serif`,
};

/** Every fallback face, each with the family it belongs to (quoted as fontFamilies names it). */
export const fallbackFaces = [...latin.faces, ...arabic.faces];
