import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** Mantine's component classes: CSS-module names it ships hashed, set on elements only by its components. */
const mantineClass = /\bm_[0-9a-f]{8}\b/g;

/**
 * The selector with its functional pseudo-classes' arguments taken out: a class inside `:not()`,
 * `:where()` or `:is()` may be absent and the selector still match, one outside may not.
 */
const requiredPart = (selector: string) => {
  let depth = 0;
  let required = '';
  for (const character of selector) {
    if (character === '(') depth += 1;
    if (depth === 0) required += character;
    if (character === ')') depth -= 1;
  }
  return required;
};

/**
 * Drops the rules of Mantine components the site never renders: Mantine's stylesheet styles all of
 * them, and a browser adding the stylesheet to the page matches every rule against it. A component
 * is rendered only if its classes are in the bundle's scripts, so a selector needing a class no
 * script has can match no element.
 */
export const withoutUnusedComponentRules = (css: string, classesInScripts: Set<string>): string =>
  withSelectorsThat(css, (selector) =>
    [...requiredPart(selector).matchAll(mantineClass)].every(([name]) => classesInScripts.has(name)),
  );

/**
 * Drops the dark scheme's rules: the site is light only (its MantineProvider forces the scheme, and
 * every page's <html> says so), and the theme's stylesheet sets no dark variables either.
 */
export const withoutDarkSchemeRules = (css: string): string =>
  withSelectorsThat(css, (selector) => !/data-mantine-color-scheme=["']?dark/.test(selector));

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

/** Rules left with no declaration go too. */
const withoutEmptyRules = (root: postcss.Root) =>
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });

/**
 * Drops `:host`, which matches the host of a shadow tree: no page has one, and Mantine's
 * `:root, :host` would otherwise keep its default variables apart from the theme's `:root` ones.
 */
export const withoutShadowHostSelectors = (css: string): string =>
  withSelectorsThat(css, (selector) => selector.trim() !== ':host');

/**
 * Keeps one declaration of each variable a selector sets: Mantine's stylesheet sets its defaults on
 * `:root`, and the theme's (tooling/mantineThemeCss.ts) sets every one of them again, so each is
 * declared twice; the CSS each page inlines comes from it. Of two top-level rules with the same
 * selector, the later one's variable wins on every element, so the earlier is dropped (a custom
 * property has no fallback value to keep); `!important` ones are left as they are.
 */
export function withoutOverriddenVariables(css: string): string {
  const root = postcss.parse(css);
  const latest = new Map<string, postcss.Declaration>();
  root.each((node) => {
    if (node.type !== 'rule') return;
    node.each((declaration) => {
      if (declaration.type !== 'decl' || !declaration.prop.startsWith('--') || declaration.important) return;
      const key = `${node.selector} ${declaration.prop}`;
      latest.get(key)?.remove();
      latest.set(key, declaration);
    });
  });
  withoutEmptyRules(root);
  return root.toString();
}

/** A palette's variables, as Mantine names them: its ten shades and the variants made from them. */
const paletteVariable =
  /^--mantine-color-([a-z]+)-(?:\d|filled|filled-hover|light|light-hover|light-color|outline|outline-hover|text)$/;

/**
 * Drops the variables of palettes nothing uses: Mantine's theme declares every palette's shades and
 * variants, and every element inherits every variable, so each unused palette adds to the
 * stylesheet's bytes, its parse and the page's style work. A palette is in use if a rule outside
 * its own variables refers to it, or if the scripts name it in a string, as a component's
 * `color="red"` or Mantine's own defaults do: Mantine turns such a name into its variables at run
 * time (`var(--mantine-color-red-filled)`), which no scan of the CSS would see.
 */
export function withoutUnusedPalettes(css: string, scripts: string): string {
  const root = postcss.parse(css);
  const paletteOf = (property: string) => paletteVariable.exec(property)?.[1];
  const inUse = new Set<string>();
  root.walkDecls((declaration) => {
    const own = paletteOf(declaration.prop);
    for (const [, palette] of declaration.value.matchAll(/var\(--mantine-color-([a-z]+)-/g))
      if (palette !== own) inUse.add(palette);
  });
  // Each palette's name is looked up once: the scripts are some megabyte of text.
  const namedInScripts = new Map<string, boolean>();
  const named = (palette: string) => {
    if (!namedInScripts.has(palette))
      namedInScripts.set(palette, new RegExp(`["'\`]${palette}(?:\\.\\d)?["'\`]`).test(scripts));
    return namedInScripts.get(palette);
  };
  root.walkDecls((declaration) => {
    const palette = paletteOf(declaration.prop);
    if (palette && !inUse.has(palette) && !named(palette)) declaration.remove();
  });
  withoutEmptyRules(root);
  return root.toString();
}

/**
 * The font faces apply from the stylesheet only without scripts. Each page's head has the
 * fallback faces already, and with scripts the page's loader adds the brand faces once their files
 * are in (src/app/beforeHydration.ts), so that the stylesheet's arrival does not change the page's
 * faces too: every such change lays all the page's text out again, and the two together would make
 * one long task.
 */
export function fontFacesForNoScriptOnly(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (face) => {
    if (face.parent?.type !== 'root') return;
    const noScript = postcss.atRule({ name: 'media', params: '(scripting: none)' });
    face.replaceWith(noScript);
    noScript.append(face);
  });
  return root.toString();
}

/**
 * The stylesheet the prerendered pages link, as the client build writes it: only the rules of
 * components in use and of the light scheme, each variable set once, only the palettes in use,
 * font faces for visitors without scripts. Its name carries the hash of what it holds, so a
 * release that starts using another component gets another file, never a cached copy without
 * that component's rules.
 */
export function pageStylesheet(): Plugin {
  return {
    name: 'webbee:page-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const outputs = Object.values(bundle);
      const scripts = outputs.map((output) => (output.type === 'chunk' ? output.code : '')).join('\n');
      const classesInScripts = new Set([...scripts.matchAll(mantineClass)].map(([name]) => name));
      for (const asset of outputs) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const css = withoutUnusedPalettes(
          withoutOverriddenVariables(
            withoutShadowHostSelectors(
              fontFacesForNoScriptOnly(
                withoutDarkSchemeRules(withoutUnusedComponentRules(String(asset.source), classesInScripts)),
              ),
            ),
          ),
          scripts,
        );
        const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
        const fileName = asset.fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
        for (const page of outputs) {
          if (page.type === 'asset' && page.fileName.endsWith('.html'))
            page.source = String(page.source).replaceAll(asset.fileName, fileName);
        }
        delete bundle[asset.fileName];
        this.emitFile({ type: 'asset', fileName, source: css });
      }
    },
  };
}
