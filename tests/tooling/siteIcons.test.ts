// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestFile, siteIconFiles, webManifest, writeSiteIcons } from '../../tooling/siteIcons.ts';
import { pngHeader, pngPixels } from './png.ts';

const brandBlue = [0x28, 0x46, 0x8f, 255];
let dist: string;
let written: string[];
const file = (path: string) => readFile(join(dist, path));

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'site-icons-'));
  written = await writeSiteIcons(dist, { en: 'Websites for UAE businesses', ar: 'مواقع للشركات في الإمارات' });
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('writeSiteIcons', () => {
  it('writes every icon and both manifests where the pages and manifests name them', () => {
    expect(written.map((path) => path.slice(dist.length)).sort()).toEqual(
      [...Object.values(siteIconFiles), '/manifest.webmanifest', '/ar/manifest.webmanifest'].sort(),
    );
    // The logo OrganizationJsonLd names and the apple-touch-icon and favicon index.html links.
    expect(siteIconFiles).toMatchObject({
      icon512: '/icons/icon-512.png',
      appleTouchIcon: '/apple-touch-icon.png',
      favicon: '/favicon.ico',
    });
  });

  it.each([
    [siteIconFiles.icon192, 192],
    [siteIconFiles.icon512, 512],
    [siteIconFiles.maskable512, 512],
    [siteIconFiles.appleTouchIcon, 180],
  ])('draws %s at %i px square', async (path, size) => {
    const png = await file(path);
    expect(pngHeader(png)).toMatchObject({ width: size, height: size });
    expect(png.length).toBeGreaterThan(500);
    expect(png.length).toBeLessThan(40_000);
  });

  it('draws the plain icons on a clear ground with the mark in the middle', async () => {
    const icon = pngPixels(await file(siteIconFiles.icon512));
    expect(icon.at(0, 0)[3]).toBe(0);
    expect(icon.at(256, 256)).toEqual([0xff, 0xb8, 0x38, 255]);
    expect(icon.at(256, 60)).toEqual(brandBlue);
  });

  it.each([
    [siteIconFiles.maskable512, 512],
    [siteIconFiles.appleTouchIcon, 180],
  ])('fills %s with brand blue, opaque, and keeps the mark inside the maskable safe circle', async (path, size) => {
    const icon = pngPixels(await file(path));
    const centre = size / 2;
    let seeThrough = 0;
    let markOutsideSafeZone = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const pixel = icon.at(x, y);
        if (pixel[3] !== 255) seeThrough++;
        const outside = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) > size * 0.4;
        if (outside && pixel.some((channel, index) => channel !== brandBlue[index])) markOutsideSafeZone++;
      }
    }
    expect({ seeThrough, markOutsideSafeZone }).toEqual({ seeThrough: 0, markOutsideSafeZone: 0 });
    expect(icon.at(centre, centre)).toEqual([0xff, 0xb8, 0x38, 255]);
  });

  it('writes a 32 px favicon.ico holding a PNG', async () => {
    const ico = await file(siteIconFiles.favicon);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
    const offset = ico.readUInt32LE(18);
    expect(ico.readUInt32LE(14)).toBe(ico.length - offset);
    expect(pngHeader(ico.subarray(offset))).toMatchObject({ width: 32, height: 32 });
  });

  it('writes the English manifest: the whole site, left to right, with any and maskable icons', async () => {
    const manifest: unknown = JSON.parse((await file('/manifest.webmanifest')).toString());
    expect(manifest).toEqual({
      id: '/',
      name: 'Webbee',
      short_name: 'Webbee',
      description: 'Websites for UAE businesses',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#28468f',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('writes the Arabic manifest for /ar/: Arabic, right to left, starting at the Arabic Home', async () => {
    const manifest = JSON.parse((await file('/ar/manifest.webmanifest')).toString()) as ReturnType<typeof webManifest>;
    expect(manifest).toMatchObject({
      id: '/ar/',
      name: 'Webbee',
      description: 'مواقع للشركات في الإمارات',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/ar/',
      scope: '/ar/',
    });
    expect(manifest.icons).toEqual(webManifest('en', '').icons);
    expect(manifestFile('ar')).toBe('/ar/manifest.webmanifest');
  });
});
