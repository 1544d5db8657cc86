import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The mark as the site shows it: public/favicon.svg, the same drawing as LogoMark (src/app/layout/Logo.tsx).
export const faviconSvg = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../public/favicon.svg'), 'utf8');
const drawing = /<svg[^>]*viewBox="0 0 40 40"[^>]*>([\s\S]*)<\/svg>/.exec(faviconSvg)?.[1];
if (!drawing) throw new Error('public/favicon.svg is no longer the 40×40 mark this build draws from');
const outerCell = /<path d="([^"]+)"/.exec(drawing)?.[1] ?? '';

/** The mark alone, its 40×40 grid filling the square at x, y. */
export const logoMark = (x: number, y: number, size: number) =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 40 40">${drawing}</svg>`;

/**
 * The mark on a white cell of its own shape, a fifth larger, for dark and brand-blue grounds where
 * its blue outer cell would vanish. The square at x, y holds the white cell; the mark is centred in it.
 */
export const haloedLogoMark = (x: number, y: number, size: number) =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="-4 -4 48 48">` +
  `<path d="${outerCell}" fill="#ffffff" transform="translate(20 20) scale(1.2) translate(-20 -20)"/>` +
  `${drawing}</svg>`;
