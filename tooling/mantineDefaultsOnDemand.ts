import type { Plugin } from 'vite';

const moduleWithEagerDefaults =
  /\/@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
const eager = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const remover = 'function removeDefaultVariables(input) {';

/** The module's code with its default variables worked out on first use instead of on load. */
export function withDefaultsOnDemand(code: string): string {
  if (!code.includes(eager) || !code.includes(remover))
    throw new Error(
      'Mantine no longer works out its default CSS variables as tooling/mantineDefaultsOnDemand.ts expects: check whether it still does so on load',
    );
  return code
    .replace(eager, 'let defaultCssVariables;')
    .replace(remover, `${remover}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`);
}

/**
 * Mantine works out its default theme's CSS variables (some 600, with colour conversions) as soon
 * as its code is evaluated, for MantineCssVariables to leave the defaults out of the <style> it
 * renders. The site renders no such <style> (the theme's variables are static CSS, see
 * tooling/mantineThemeCss.ts), and that work was a fifth of the scripts' evaluation on every page,
 * so it is done only if ever asked for.
 */
export const mantineDefaultsOnDemand = (): Plugin => ({
  name: 'webbee:mantine-defaults-on-demand',
  transform: (code, id) => (moduleWithEagerDefaults.test(id) ? withDefaultsOnDemand(code) : undefined),
});
