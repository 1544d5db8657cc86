import { renderAsync } from '@resvg/resvg-js';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { editions, localizedPath, locales, type Locale } from '../src/lib/i18n/locales.ts';
import { brandShade } from './brandColours.ts';
import { haloedLogoMark, logoMark } from './logoMark.ts';

const png = async (size: number, drawing: string) =>
  (
    await renderAsync(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${drawing}</svg>`,
    )
  ).asPng();

/** The mark alone on a clear ground, with the small margin icons keep from their edge. */
const markIcon = (size: number) => png(size, logoMark(size * 0.04, size * 0.04, size * 0.92));

/**
 * The mark on its white cell over an opaque brand-blue square, for the places that crop or fill
 * an icon themselves. The white cell's corners stay within 36% of the size from the centre, inside
 * the maskable safe zone (a circle of 40%), so no mask cuts into the mark.
 */
const filledIcon = (size: number) => {
  const cell = size * 0.78;
  return png(
    size,
    `<rect width="${size}" height="${size}" fill="${brandShade('brand', 8)}"/>` +
      haloedLogoMark((size - cell) / 2, (size - cell) / 2, cell),
  );
};

/** An .ico file holding one PNG image (ICONDIR, one ICONDIRENTRY, the PNG), which every browser reads. */
const icoOf = (image: Buffer, size: number) => {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
};

export const siteIconFiles = {
  icon192: '/icons/icon-192.png',
  icon512: '/icons/icon-512.png',
  maskable512: '/icons/icon-maskable-512.png',
  appleTouchIcon: '/apple-touch-icon.png',
  favicon: '/favicon.ico',
} as const;

/** Where each edition's manifest is served; PageMeta links the one of the page's edition. */
export const manifestFile = (locale: Locale) => localizedPath('/manifest.webmanifest', locale);

/** An edition's web app manifest: the site in its language and direction, starting at its Home. */
export function webManifest(locale: Locale, description: string) {
  const home = localizedPath('/', locale);
  return {
    id: home,
    name: 'Webbee',
    short_name: 'Webbee',
    description,
    lang: locale,
    dir: editions[locale].dir,
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: brandShade('brand', 8),
    background_color: '#ffffff',
    icons: [
      { src: siteIconFiles.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: siteIconFiles.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: siteIconFiles.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * Writes the site's icons, drawn from the Webbee mark, and a manifest per edition, each with the
 * description of that edition's Home. Returns the files written.
 */
export async function writeSiteIcons(distDir: string, descriptions: Record<Locale, string>): Promise<string[]> {
  const files: [string, Buffer | string][] = [
    [siteIconFiles.icon192, await markIcon(192)],
    [siteIconFiles.icon512, await markIcon(512)],
    [siteIconFiles.maskable512, await filledIcon(512)],
    [siteIconFiles.appleTouchIcon, await filledIcon(180)],
    [siteIconFiles.favicon, icoOf(await markIcon(32), 32)],
    ...locales.map((locale): [string, string] => [
      manifestFile(locale),
      `${JSON.stringify(webManifest(locale, descriptions[locale]), null, 2)}\n`,
    ]),
  ];
  return Promise.all(
    files.map(async ([path, content]) => {
      const file = join(distDir, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content);
      return file;
    }),
  );
}
