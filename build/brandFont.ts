import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

/**
 * What each prerendered page's <head> needs for the brand font to be there at its first paint: a
 * preload of every woff2 file the built stylesheet's @font-face rules name (their hashed URLs), and
 * those rules themselves. The critical CSS leaves @font-face out and the whole stylesheet loads
 * after the first paint, so without this the text would first paint in a system font and then move.
 */
export function brandFontHead(distDir: string, template: string): string {
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(template);
  if (!stylesheet) throw new Error('The page template links no stylesheet');
  const faces: string[] = [];
  const files = new Set<string>();
  postcss.parse(readFileSync(join(distDir, stylesheet[1]), 'utf8')).walkAtRules('font-face', (rule) => {
    faces.push(rule.toString());
    rule.walkDecls('src', (source) => {
      for (const [, url] of source.value.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)) files.add(url);
    });
  });
  if (files.size === 0) throw new Error('The stylesheet names no woff2 font: is src/app/fonts.css still imported?');
  const preloads = [...files].map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
  );
  // An attribute on the <style>, so that build/criticalCss.ts does not take it for the critical CSS.
  return `${preloads.join('')}<style data-font-faces>${faces.join('')}</style>`;
}
