import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

/**
 * The brand fonts of a prerendered page. Its first paint uses the metric-matched fallback faces
 * (local fonts, nothing to fetch), inlined in its <head>; the brand faces come with the whole
 * stylesheet, and their files are listed for the page's loader to fetch beside it, right after
 * the first paint (src/app/beforeHydration.ts). The text then changes face without moving, and no
 * font competes with the HTML for the first paint.
 */
export function brandFonts(distDir: string, template: string) {
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(template);
  if (!stylesheet) throw new Error('The page template links no stylesheet');
  const fallbackFaces: string[] = [];
  const files = new Map<string, 'latin' | 'arabic'>();
  postcss.parse(readFileSync(join(distDir, stylesheet[1]), 'utf8')).walkAtRules('font-face', (rule) => {
    let family = '';
    rule.walkDecls('font-family', (declaration) => void (family = declaration.value));
    let fetched = false;
    rule.walkDecls('src', (source) => {
      for (const [, url] of source.value.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g)) {
        fetched = true;
        files.set(url, family.includes('Arabic') ? 'arabic' : 'latin');
      }
    });
    if (!fetched) fallbackFaces.push(rule.toString());
  });
  if (files.size === 0) throw new Error('The stylesheet names no woff2 font: is src/app/fonts.css still imported?');
  return {
    /** An attribute on the <style>, so that build/criticalCss.ts does not take it for the critical CSS. */
    fallbackHead: `<style data-font-faces>${fallbackFaces.join('')}</style>`,
    /**
     * The English pages set no Arabic face, so they never fetch one; the Arabic pages need both
     * (Latin words stay in Inter), the Arabic text's regular weight first.
     */
    filesFor: (locale: string) =>
      [...files]
        .filter(([href, script]) => script === 'latin' || (locale === 'ar' && href.includes('-400-')))
        .map(([href]) => href),
  };
}
