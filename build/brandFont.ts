import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

/**
 * What each prerendered page's <head> needs for the brand font to be there at its first paint: a
 * preload of every woff2 file the built stylesheet's @font-face rules name (their hashed URLs), and
 * those rules themselves. The critical CSS leaves @font-face out and the whole stylesheet loads
 * after the first paint, so without this the text would first paint in a system font and then move.
 */
export function brandFontHead(distDir: string, template: string): (locale: string) => string {
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(template);
  if (!stylesheet) throw new Error('The page template links no stylesheet');
  const faces: string[] = [];
  const files = new Map<string, 'latin' | 'arabic'>();
  postcss.parse(readFileSync(join(distDir, stylesheet[1]), 'utf8')).walkAtRules('font-face', (rule) => {
    faces.push(rule.toString());
    let family = '';
    rule.walkDecls('font-family', (declaration) => void (family = declaration.value));
    rule.walkDecls('src', (source) => {
      for (const [, url] of source.value.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g))
        files.set(url, family.includes('Arabic') ? 'arabic' : 'latin');
    });
  });
  if (files.size === 0) throw new Error('The stylesheet names no woff2 font: is src/app/fonts.css still imported?');
  // The English pages set no Arabic face, so they never fetch one; the Arabic pages need both
  // (Latin words stay in Inter), the Arabic text's regular weight first.
  const preloadsFor = (locale: string) =>
    [...files]
      .filter(([href, script]) => script === 'latin' || (locale === 'ar' && href.includes('-400-')))
      .map(([href]) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
      .join('');
  // An attribute on the <style>, so that build/criticalCss.ts does not take it for the critical CSS.
  return (locale) => `${preloadsFor(locale)}<style data-font-faces>${faces.join('')}</style>`;
}
