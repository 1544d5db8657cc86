import Beasties from 'beasties';
import postcss, { type Declaration, type Root } from 'postcss';

const usedVariables = (css: Root, html: string): Set<string> => {
  const used = new Set<string>();
  const referencesIn = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);
  const definitions = new Map<string, string[]>();
  const pending: string[] = referencesIn(html);
  css.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && isRootRule(declaration)) {
      definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration.value]);
    } else {
      pending.push(...referencesIn(declaration.value));
    }
  });
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const value of definitions.get(name) ?? []) pending.push(...referencesIn(value));
  }
  return used;
};

const isRootRule = (declaration: Declaration) =>
  declaration.parent?.type === 'rule' && /^:root/.test((declaration.parent as { selector: string }).selector);

/**
 * Mantine defines some 600 variables on :root; a page uses a few dozen. Those no rule on this page,
 * no inline style and no other kept variable reads are left to the whole stylesheet.
 */
const withoutUnusedVariables = (criticalCss: string, html: string): string => {
  const css = postcss.parse(criticalCss);
  const used = usedVariables(css, html);
  css.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && isRootRule(declaration) && !used.has(declaration.prop)) {
      declaration.remove();
    }
  });
  css.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  // Beasties keeps a media block whose rules it left out, such as the stylesheet's no-script faces.
  css.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return css.toString();
};

/**
 * Inlines the CSS this page's markup uses into <head>, and takes the link to the whole stylesheet
 * out, so that nothing but the HTML is fetched before the first paint: the page's loader adds it
 * once the page is on screen, and a <noscript> copy serves visitors without JavaScript.
 */
export async function inlineCriticalCss(html: string, distDir: string): Promise<string> {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    preload: 'body',
    noscriptFallback: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    fonts: false,
    compress: true,
    // Pressed before the scripts run (src/app/beforeHydration.ts): no prerendered button has it yet.
    allowRules: [/aria-busy/],
    logLevel: 'warn',
  });
  const processed = await beasties.process(html);
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(processed);
  const critical = /<style>([\s\S]*?)<\/style>/.exec(processed);
  if (!stylesheet || !critical) throw new Error('The page has no stylesheet to inline from');
  const href = stylesheet[1];
  return processed
    .replace(' data-beasties-container', '')
    .replace(critical[0], `<style>${withoutUnusedVariables(critical[1], processed.replace(critical[0], ''))}</style>`)
    .replace(stylesheet[0], `<noscript><link rel="stylesheet" href="${href}"></noscript>`);
}
