import Beasties from 'beasties';
import { JSDOM } from 'jsdom';
import postcss, { type Root } from 'postcss';
import type { ElementPath } from './firstScreen.ts';
import { fallbackFaces } from './fontStacks.ts';

/**
 * Keeps of each rule the selectors that pass `keep`, and of the stylesheet the rules with any and
 * the blocks with any rule left. Keyframes' steps are not selectors and stay.
 */
export function withSelectorsThat(css: string, keep: (selector: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter(keep);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

const usedVariables = (css: Root, html: string): Set<string> => {
  const used = new Set<string>();
  const referencesIn = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);
  const definitions = new Map<string, string[]>();
  const pending: string[] = referencesIn(html);
  css.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
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

/**
 * The theme's stylesheet sets on :root again what Mantine's sets there first (the font stack, the
 * primary colour): of two declarations under one selector outside any at-rule, the later wins, and
 * the earlier, with the variables only it reads, would be bytes for nothing.
 */
const withoutRedeclaredVariables = (css: Root) => {
  const last = new Map<string, postcss.Declaration>();
  css.each((node) => {
    if (node.type !== 'rule') return;
    node.each((declaration) => {
      if (declaration.type !== 'decl' || !declaration.prop.startsWith('--')) return;
      const key = `${node.selector}\n${declaration.prop}`;
      last.get(key)?.remove();
      last.set(key, declaration);
    });
  });
};

/**
 * Mantine defines hundreds of variables on :root, and its components one per size and variant (a
 * button's height at each of its sizes); a page uses a few dozen. Those no rule on this page, no
 * inline style and no other kept variable reads are left to the whole stylesheet.
 */
const withoutUnusedVariables = (css: Root, html: string) => {
  withoutRedeclaredVariables(css);
  const used = usedVariables(css, html);
  css.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !used.has(declaration.prop)) declaration.remove();
  });
};

// Pseudo-classes whose match the markup fixes until the scripts run. Any other (:checked,
// :placeholder-shown, :focus, :target, :open...) may change with what a visitor does first.
const fixedUntilScripts = new Set([
  'where',
  'is',
  'not',
  'has',
  'root',
  'lang',
  'dir',
  'disabled',
  'enabled',
  'required',
  'optional',
  'read-only',
  'read-write',
  'empty',
  'first-child',
  'last-child',
  'only-child',
  'first-of-type',
  'last-of-type',
  'only-of-type',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
]);
/** Marks the empty element that holds the place of one set aside (`withUnseenAside`): no rule is for it. */
const unseenAttribute = 'data-unseen';

const pseudoElement =
  /::?(before|after|placeholder|selection|backdrop|marker|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])/g;

/**
 * Beasties keeps a rule when its selector matches the markup with every pseudo-class and most
 * attributes left out, so a page with a form would inline Mantine's styles for loading, disabled
 * and truncated states, variants and right-to-left layouts none of its elements is in, bytes its
 * HTML must spare to fit the first round trip. A selector is kept if it matches the markup as it
 * is, or if it depends on what a visitor may change before the scripts run: the fields' states, the
 * pressed buttons the recorder marks busy (src/lib/beforeHydration.ts), an opened disclosure, focus
 * (a keyboard may reach the page before the stylesheet). No pointer rests on or presses a page
 * before its first frame, so hover and active states go; the whole stylesheet, added right after,
 * has them.
 */
export const withoutStatesNotInMarkup = (css: string, html: string) => {
  const { document } = new JSDOM(html).window;
  const mayMatch = (selector: string) => {
    if (/:(hover|active)\b/.test(selector)) return false;
    const ofElements = selector.replace(pseudoElement, '');
    const pseudoClasses = [...ofElements.matchAll(/:([\w-]+)/g)].map(([, name]) => name);
    if (pseudoClasses.some((name) => !fixedUntilScripts.has(name)) || /\[(aria-busy|open)\b/.test(selector))
      return true;
    try {
      return document.querySelector(`${ofElements || '*'}:not([${unseenAttribute}])`) !== null;
    } catch {
      return true;
    }
  };
  return withSelectorsThat(css, mayMatch);
};

/**
 * The CSS Beasties found this page's markup to use, less what its first frame cannot, plus the
 * fallback faces of the font families it names: the text is set in them until the brand faces
 * arrive. Beasties inlines only the faces that a font-family declaration names, and the theme names
 * them through its variables.
 */
const forFirstPaint = (criticalCss: string, html: string): string => {
  const css = postcss.parse(withoutStatesNotInMarkup(criticalCss, html));
  withoutUnusedVariables(css, html);
  css.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  // Beasties keeps a media block whose rules it left out, such as the stylesheet's no-script faces.
  css.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  const named = css.toString();
  return named + fallbackFaces.flatMap((face) => (named.includes(face.family) ? [face.css] : [])).join('');
};

/**
 * The page as its first frame shows it, with what that frame cannot show set aside: each closed
 * popup, and what lies below the first screen in every window (tooling/firstScreen.ts). Their
 * styles would be bytes the first round trip must carry for a frame that does not show them; they
 * come with the whole stylesheet, which the page's loader adds once it has painted, or at once when
 * the visitor first scrolls. A popup opened before then shows plain, in the browser's own dialog
 * box. Each leaves an empty element of its tag in its place, so that the rules that count siblings
 * (:last-child, :nth-child) match what stays as they will in the page.
 */
const withUnseenAside = (html: string, belowTheFold: ElementPath[]) => {
  const { document } = new JSDOM(html).window;
  const below = belowTheFold.map(({ tag, indices }) => {
    const element = indices.reduce<Element | undefined>((parent, index) => parent?.children[index], document.body);
    if (element?.localName !== tag) throw new Error(`No <${tag}> at ${indices.join('.')} of the page's <body>`);
    return element;
  });
  const unseen = [...document.querySelectorAll('dialog:not([open])'), ...below];
  const outermost = unseen.filter((element) => !unseen.some((other) => other !== element && other.contains(element)));
  const aside = outermost.map((element, index) => {
    const { outerHTML, localName } = element;
    const placeholder = document.createElement(localName);
    placeholder.setAttribute(unseenAttribute, String(index));
    element.replaceWith(placeholder);
    return { outerHTML, placeholder: new RegExp(`<${localName} ${unseenAttribute}="${index}">(</${localName}>)?`) };
  });
  const putBack = (processed: string) =>
    aside.reduce((page, { outerHTML, placeholder }) => page.replace(placeholder, () => outerHTML), processed);
  const doctype = html.slice(0, html.indexOf('<html'));
  return { html: aside.length > 0 ? doctype + document.documentElement.outerHTML : html, putBack };
};

/**
 * Inlines the CSS this page's markup uses into <head>, and takes the link to the whole stylesheet
 * out, so that nothing but the HTML is fetched before the first paint: the page's loader adds it
 * once the page is on screen, and a <noscript> copy serves visitors without JavaScript.
 */
export async function inlineCriticalCss(
  html: string,
  distDir: string,
  belowTheFold: ElementPath[] = [],
): Promise<string> {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    preload: 'body',
    noscriptFallback: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    compress: true,
    // Pressed before the scripts run (src/lib/beforeHydration.ts): no prerendered button has it yet.
    // And the rules on <html> by an attribute, which Beasties leaves out, matching only what is
    // inside <html>: the light scheme's colours (buttons painted without their fill until the
    // stylesheet came) and the Arabic edition's fonts. Those this page's <html> does not match go
    // with the states not in its markup.
    allowRules: [/aria-busy/, /^(:root|html)\[[^\]]+\]$/],
    logLevel: 'warn',
  });
  const firstFrame = withUnseenAside(html, belowTheFold);
  const firstFrameHtml = await beasties.process(firstFrame.html);
  const processed = firstFrame.putBack(firstFrameHtml);
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(processed);
  const critical = /<style>([\s\S]*?)<\/style>/.exec(processed);
  if (!stylesheet || !critical) throw new Error('The page has no stylesheet to inline from');
  // The variables only what was set aside reads (in its inline styles) come with the stylesheet too.
  const firstPaintCss = forFirstPaint(critical[1], firstFrameHtml.replace(critical[0], ''));
  return processed
    .replace(' data-beasties-container', '')
    .replace(critical[0], `<style>${firstPaintCss}</style>`)
    .replace(stylesheet[0], `<noscript><link rel="stylesheet" href="${stylesheet[1]}"></noscript>`);
}
