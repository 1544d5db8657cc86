import Beasties from 'beasties';
import { JSDOM } from 'jsdom';
import postcss, { type Root } from 'postcss';
import type { ElementPath } from './firstScreen.ts';
import { fallbackFaces } from './fontStacks.ts';

/** Keeps the selectors that pass `keep`, and the rules and blocks left with any. Keyframes stay. */
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

/** The theme's stylesheet sets again on :root what Mantine's sets first: only the later counts. */
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

/** Mantine defines hundreds of variables; a page reads a few dozen. The rest wait for the whole stylesheet. */
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
 * Beasties matches selectors with their pseudo-classes and most attributes left out, so it would
 * inline states and variants no element is in, bytes the first round trip cannot spare. Kept: what
 * matches the markup as it is, or may match after what a visitor does before the scripts run (field
 * states, buttons marked busy by src/lib/beforeHydration.ts, an opened disclosure, focus). Hover and
 * active cannot happen before the first frame.
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
 * Beasties' CSS less what the first frame cannot use, plus the fallback faces of the families it
 * names: Beasties misses those, as the theme names them through variables.
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
 * The page less what its first frame cannot show: closed popups, and what lies below the first
 * screen in every window (tooling/firstScreen.ts). Their styles come with the whole stylesheet. An
 * empty element of the same tag holds each one's place, so :last-child and :nth-child still match.
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
    // Beasties writes an empty <svg> as <svg …/>, as a foreign element is written.
    return {
      outerHTML,
      placeholder: new RegExp(`<${localName} ${unseenAttribute}="${index}"(>(</${localName}>)?|/>)`),
    };
  });
  const putBack = (processed: string) =>
    aside.reduce((page, { outerHTML, placeholder }) => page.replace(placeholder, () => outerHTML), processed);
  const doctype = html.slice(0, html.indexOf('<html'));
  return { html: aside.length > 0 ? doctype + document.documentElement.outerHTML : html, putBack };
};

/**
 * Inlines the CSS the first frame uses and takes out the link to the whole stylesheet, which the
 * page's loader adds after the first paint (a <noscript> copy serves visitors without JavaScript).
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
    // aria-busy is set only before the scripts run; Beasties never matches <html> itself, which
    // carries the colour scheme and the edition's fonts.
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
