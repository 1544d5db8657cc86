import { Anchor, Container, createTheme, type CSSVariablesResolver } from '@mantine/core';
// With its extension, as Node asks: the Vite config loads this module through tooling/mantineThemeCss.ts.
import { brand, honey } from './brandPalettes.ts';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, honey },
  // The font families come with their fallback faces, which are made from the fonts' metrics at
  // build time (tooling/fontStacks.ts) and set in the static stylesheet.
  headings: { fontWeight: '700', textWrap: 'balance' },
  // md at 1024 px: the spec's carousels show 2 cards from 768 px (sm) and 3 from 1024 px.
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Every content column keeps the site's gutters (global.css), wider than Mantine's 16 px from 768 px up.
    Container: Container.extend({ classNames: { root: 'site-container' } }),
    // Mantine's static classes stay out of every page's markup (withStaticClasses, Providers.tsx):
    // these name only the parts the site's stylesheet and its tests reach for. Plain objects rather
    // than X.extend, which would pull each component's code into the first load.
    Button: { classNames: { root: 'site-button', label: 'site-button-label' } },
    Input: { classNames: { wrapper: 'site-input', input: 'site-field' } },
    Notification: { classNames: { root: 'site-toast', description: 'site-toast-message' } },
    Skeleton: { classNames: { root: 'site-skeleton' } },
    Loader: { classNames: { root: 'site-loader' } },
    Accordion: { classNames: { root: 'site-accordion', item: 'site-accordion-item' } },
    Carousel: { classNames: { root: 'site-carousel', container: 'site-carousel-track' } },
    Typography: { classNames: { root: 'site-prose' } },
    Modal: {
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } },
      // A popup's <header> is not the page banner; without this, axe sees two banner landmarks.
      defaultProps: { attributes: { header: { role: 'none' } } },
    },
  },
});

// Mantine's default dimmed (gray 6), anchor (blue 6) and placeholder (gray 5) fall below WCAG AA on
// white, as does its disabled text (gray 5 on gray 2, 1.75:1), which made a control that is not
// ready yet look broken: disabled text is kept readable, and global.css marks it by its outline.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-anchor': brand[8],
    '--mantine-color-placeholder': '#5c636a',
    '--mantine-color-disabled': 'var(--mantine-color-gray-0)',
    '--mantine-color-disabled-color': '#5c636a',
  },
  dark: {},
});
