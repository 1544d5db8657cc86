import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import type { BrandFace } from '../src/app/beforeHydration.ts';

/**
 * The brand fonts of a prerendered page. Its first paint uses the metric-matched fallback faces
 * (local fonts, nothing to fetch), inlined in its <head>. The brand faces apply from the
 * stylesheet only without scripts (tooling/pageStylesheet.ts); for everyone else they are listed
 * for the page's loader, which fetches their files right after the first paint and adds the faces
 * once they are in (src/app/beforeHydration.ts). The text then changes face without moving, and
 * no font competes with the HTML for the first paint.
 */
export function brandFonts(distDir: string, template: string) {
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(template);
  if (!stylesheet) throw new Error('The page template links no stylesheet');
  const fallbackFaces: string[] = [];
  const faces: (BrandFace & { script: 'latin' | 'arabic' })[] = [];
  postcss.parse(readFileSync(join(distDir, stylesheet[1]), 'utf8')).walkAtRules('font-face', (rule) => {
    const descriptor = (name: string) => {
      let value = '';
      rule.walkDecls(name, (declaration) => void (value = declaration.value.replace(/\s+/g, ' ')));
      return value;
    };
    const file = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(descriptor('src'))?.[1];
    if (!file) {
      fallbackFaces.push(rule.toString());
      return;
    }
    const family = descriptor('font-family').replace(/^["']|["']$/g, '');
    faces.push({
      family,
      file,
      weight: descriptor('font-weight') || 'normal',
      style: descriptor('font-style') || 'normal',
      unicodeRange: descriptor('unicode-range') || 'U+0-10FFFF',
      fetchAtOnce: false,
      script: family.includes('Arabic') ? 'arabic' : 'latin',
    });
  });
  if (faces.length === 0) throw new Error('The stylesheet names no woff2 font: is src/app/fonts.css still imported?');
  return {
    /** An attribute on the <style>, so that tooling/criticalCss.ts does not take it for the critical CSS. */
    fallbackHead: `<style data-font-faces>${fallbackFaces.join('')}</style>`,
    /**
     * The English pages set no Arabic face. The Arabic pages need both (Latin words stay in
     * Inter), and fetch the Arabic text's regular weight at once; its bolder weights load when
     * text first needs them, as CSS faces do.
     */
    facesFor: (locale: string): BrandFace[] =>
      faces
        .filter(({ script }) => script === 'latin' || locale === 'ar')
        .map(({ script, ...face }) => ({
          ...face,
          fetchAtOnce: script === 'latin' || /^400$|^normal$/.test(face.weight),
        })),
  };
}
