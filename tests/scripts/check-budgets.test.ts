// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { budgetedRoutes, gzipBytes, htmlFileOf, measurePage, type Manifest } from '../../scripts/check-budgets.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js', '_ui.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  'src/features/faq/FaqPage.tsx': { file: 'assets/FaqPage.js', imports: ['index.html', '_ui.js'] },
};
const sizes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/react.js': 200,
  'assets/ui.js': 30,
  'assets/FaqPage.js': 4,
  'assets/style.css': 500,
  'assets/print.css': 60,
  'assets/later.css': 70,
};
const measure = (head: string, body = '') =>
  measurePage(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, manifest, (file) => sizes[file]);

describe('check-budgets', () => {
  it('counts the entry, its preloads and their static imports, each once', () => {
    const page = measure(
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" href="/assets/ui.js">',
    );
    expect(page.jsFiles.sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/ui.js']);
    expect(page.jsBytes).toBe(1230);
  });

  it('counts a preloaded page chunk but not what is only imported dynamically', () => {
    expect(measure('<script type=module src=/assets/index.js></script>').jsBytes).toBe(1230);
    expect(measure('<link rel="modulepreload" href="/assets/FaqPage.js">').jsBytes).toBe(1234);
  });

  it('counts a stylesheet linked at the end of the body as not holding back the first paint', () => {
    const page = measure('', '<main>Text</main><link rel="stylesheet" crossorigin href="/assets/style.css">');
    expect(page.cssFiles).toEqual([]);
    expect(page.cssBytes).toBe(0);
  });

  it('counts blocking stylesheets and inline styles, not print, preloaded, commented or noscript ones', () => {
    const inline = '.hero{color:red}';
    const page = measure(
      [
        '<link rel="stylesheet" crossorigin href="/assets/style.css">',
        `<link rel="stylesheet" media="print" onload="this.media='all'" href="/assets/print.css">`,
        '<link rel="preload" as="style" href="/assets/later.css">',
        '<noscript><link rel="stylesheet" href="/assets/later.css"></noscript>',
        '<!-- <link rel="stylesheet" href="/assets/later.css"> -->',
      ].join(''),
      `<style data-mantine-styles="inline">${inline}</style>`,
    );
    expect(page.cssFiles).toEqual(['assets/style.css']);
    expect(page.inlineCssBytes).toBe(gzipBytes(inline));
    expect(page.cssBytes).toBe(500 + gzipBytes(inline));
  });

  it('does not read tags inside scripts or attribute values', () => {
    const page = measure(
      '<meta name="x" content="<link rel=stylesheet href=/assets/later.css>">',
      '<script type="application/ld+json">{"a":"<script src=/assets/react.js>"}</script>',
    );
    expect(page.cssBytes).toBe(0);
    expect(page.jsBytes).toBe(0);
  });

  it('refuses a script on another origin, which it cannot size', () => {
    expect(() => measure('<script src="https://cdn.example.com/x.js"></script>')).toThrow(/another origin/);
  });

  it('budgets prerendered routes, one HTML file each', () => {
    const prerendered = routes.filter((route) => route.prerender).map((route) => route.path);
    expect(prerendered).toEqual(expect.arrayContaining(budgetedRoutes));
    expect(htmlFileOf('/')).toBe('dist/index.html');
    expect(htmlFileOf('/newsEvents')).toBe('dist/newsEvents.html');
    expect(htmlFileOf('/ar/')).toBe('dist/ar/index.html');
    expect(htmlFileOf('/ar/faq')).toBe('dist/ar/faq.html');
  });
});
