import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';
import { fontFamilies } from './fontStacks.ts';

const moduleId = 'virtual:mantine-theme.css';
const resolvedId = `\0${moduleId}`;

/**
 * The theme's CSS variables, with each edition's font families, and Mantine's hidden-from/visible-from
 * classes as a static stylesheet, instead of the <style> elements MantineProvider renders into
 * <body> on every page: static CSS can be inlined per page at prerender, cached, and sits in <head>
 * where HTML wants it.
 */
export const themeStylesheet = (): string => {
  const merged = mergeMantineTheme(DEFAULT_THEME, { ...theme, fontFamily: fontFamilies.en });
  const base = defaultCssVariablesResolver(merged);
  const own = cssVariablesResolver(merged);
  // Mantine's stylesheet declares its default theme's values already: each page carries only what differs.
  const mantines = defaultCssVariablesResolver(DEFAULT_THEME);
  const differing = (values: Record<string, string>, defaults: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));
  // The site is light only (forceColorScheme), so the dark scheme's variables are left out.
  const variables = convertCssVariables(
    {
      variables: differing({ ...base.variables, ...own.variables }, mantines.variables),
      light: differing({ ...base.light, ...own.light }, mantines.light),
      dark: {},
    },
    ':root',
  );
  const breakpointClasses = keys(merged.breakpoints)
    .map((breakpoint) => {
      const width = px(merged.breakpoints[breakpoint]) as number;
      return (
        `@media (max-width: ${em(width - 0.1)}){.mantine-visible-from-${breakpoint}{display:none !important}}` +
        `@media (min-width: ${em(width)}){.mantine-hidden-from-${breakpoint}{display:none !important}}`
      );
    })
    .join('');
  // Only html[lang='ar'] names the Arabic face, so the English pages never fetch it.
  const arabic = `html[lang='ar']{--mantine-font-family:${fontFamilies.ar};--mantine-font-family-headings:var(--mantine-font-family)}`;
  return `${variables}\n${arabic}\n${breakpointClasses}\n`;
};

export const mantineThemeCss = (): Plugin => ({
  name: 'webbee:mantine-theme-css',
  resolveId: (id) => (id === moduleId ? resolvedId : undefined),
  load: (id) => (id === resolvedId ? themeStylesheet() : undefined),
});
