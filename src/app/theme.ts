import { Anchor, Container, createTheme, type CSSVariablesResolver } from '@mantine/core';
// With its extension, as Node asks: the Vite config loads this module through tooling/mantineThemeCss.ts.
import { brand, honey } from './brandPalettes.ts';

// Running text is set in the metric-matched Arial of fonts.css and never changes face. Inter,
// self-hosted, arrives after the first paint; the page is then laid out again, and every line set
// in Inter is shaped anew. With all text in Inter that was a task of 30-90 ms (traced, 1x CPU) in
// the middle of every load, so only the display text (headings, buttons, the header's links and
// wordmark, the footer's headings) is set in it: 9-31 ms.
const textFamily =
  '"Inter Fallback", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';
const displayFamily = `Inter, ${textFamily}`;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, honey },
  fontFamily: textFamily,
  headings: {
    fontFamily: displayFamily,
    fontWeight: '700',
  },
  // md at 1024 px: the spec's carousels show 2 cards from 768 px (sm) and 3 from 1024 px.
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A button's label is display text, in the brand face (global.css).
    Button: { classNames: { root: 'display-face' } },
    // Every content column keeps the site's gutters (global.css), wider than Mantine's 16 px from 768 px up.
    Container: Container.extend({ classNames: { root: 'site-container' } }),
    // A plain object rather than Modal.extend, which would pull the modal code into the first load.
    Modal: {
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } },
      // A popup's <header> is not the page banner; without this, axe sees two banner landmarks.
      defaultProps: { attributes: { header: { role: 'none' } } },
    },
  },
});

// Mantine's default dimmed (gray 6), anchor (blue 6) and placeholder (gray 5) fall below WCAG AA on white.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-anchor': brand[8],
    '--mantine-color-placeholder': '#5c636a',
  },
  dark: {},
});
