// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineCriticalCss, withoutStatesNotInMarkup } from '../../tooling/criticalCss.ts';
import { fallbackFaces } from '../../tooling/fontStacks.ts';
import { themeStylesheet } from '../../tooling/mantineThemeCss.ts';

const page = (body: string, dir = 'ltr') => `<!doctype html><html lang="en" dir="${dir}"><body>${body}</body></html>`;
const kept = (css: string, html: string) => withoutStatesNotInMarkup(css, html).replace(/\s+/g, ' ').trim();

describe('withoutStatesNotInMarkup', () => {
  it('drops the states and variants no element of the page is in', () => {
    const html = page('<button class="b" data-variant="filled">Send</button>');
    expect(
      kept('.b{color:red}.b:where([data-loading]){opacity:.5}.b:where([data-variant=white]){color:blue}', html),
    ).toBe('.b{color:red}');
    expect(kept('.b:where([data-variant=filled]){color:blue}', html)).toBe(
      '.b:where([data-variant=filled]){color:blue}',
    );
  });

  it('keeps a disabled state only where an element is disabled', () => {
    const css = '.b:disabled{opacity:.6}';
    expect(kept(css, page('<button class="b">Send</button>'))).toBe('');
    expect(kept(css, page('<button class="b" disabled>Send</button>'))).toBe(css);
  });

  it('keeps right-to-left rules for a right-to-left page only', () => {
    const css = ':where([dir=rtl]) .row{flex-direction:row-reverse}';
    expect(kept(css, page('<div class="row"></div>'))).toBe('');
    expect(kept(css, page('<div class="row"></div>', 'rtl'))).toBe(css);
  });

  it('keeps what a visitor may change before the scripts run, and the pseudo-elements of elements there', () => {
    const html = page('<input class="i" placeholder="Name"><button class="b">Send</button>');
    const css =
      '.i:placeholder-shown{color:gray}.c:checked{color:red}.b:focus-visible{outline:2px solid}.b[aria-busy=true]{cursor:progress}details.q[open]{color:red}.b:before{content:""}';
    expect(kept(css, html)).toBe(css);
  });
});

describe('inlineCriticalCss', () => {
  it("puts in <head> the fallback faces of the font families the page's first frame names", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
    writeFileSync(join(dist, 'style.css'), `${themeStylesheet()}body{font-family:var(--mantine-font-family)}`);
    const inlined = async (lang: string) => {
      const html = await inlineCriticalCss(
        `<!doctype html><html lang="${lang}"><head><link rel="stylesheet" href="/style.css"></head><body><p>Webbee</p></body></html>`,
        dist,
      );
      const css = /<style>(.*?)<\/style>/s.exec(html)![1];
      return { css, faces: [...css.matchAll(/@font-face\{[^}]*font-family:("[^"]+")/g)].map(([, family]) => family) };
    };
    const familiesOf = (brand: string) =>
      fallbackFaces.filter(({ family }) => family.startsWith(`"${brand} Fallback`)).map(({ family }) => family);

    const english = await inlined('en');
    expect(english.faces).toEqual(familiesOf('Inter'));
    expect(english.css).not.toContain('IBM Plex Sans Arabic');
    // The Arabic edition's families, on the page's <html>, which Beasties never matches.
    const arabic = await inlined('ar');
    expect(arabic.css).toMatch(/html\[lang=["']?ar["']?\]\{--mantine-font-family:"IBM Plex Sans Arabic"/);
    expect(arabic.faces).toEqual([...familiesOf('Inter'), ...familiesOf('IBM Plex Sans Arabic')]);
  });
});

describe('a closed popup', () => {
  it("leaves its styles out of the first frame's CSS, and itself in the page as it was", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
    writeFileSync(join(dist, 'style.css'), '.dialog{border:0}.field{padding:8px}.title{font-weight:700}');
    const form = '<form class="demo"><input class="field" name="name" value="a &amp; b"></form>';
    const withPopup = (open: string) =>
      inlineCriticalCss(
        `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/style.css"></head><body><h1 class="title">Webbee</h1><dialog class="dialog"${open}>${form}</dialog></body></html>`,
        dist,
      );
    const closed = await withPopup('');
    expect(/<style>(.*?)<\/style>/s.exec(closed)![1]).toBe('.title{font-weight:700}');
    expect(closed).toContain(`<dialog class="dialog">${form}</dialog>`);
    expect(/<style>(.*?)<\/style>/s.exec(await withPopup(' open'))![1]).toContain('.field{padding:8px}');
  });

  it('leaves to the stylesheet the variables only its inline styles read', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
    writeFileSync(join(dist, 'style.css'), ':root{--gap:8px;--weight:700}.title{font-weight:var(--weight)}');
    const html = await inlineCriticalCss(
      '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/style.css"></head><body><h1 class="title">Webbee</h1><dialog style="gap:var(--gap)">Hi</dialog></body></html>',
      dist,
    );
    expect(/<style>(.*?)<\/style>/s.exec(html)![1]).toBe(':root{--weight:700}.title{font-weight:var(--weight)}');
  });
});

describe('what lies below the first screen', () => {
  const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
  writeFileSync(
    join(dist, 'style.css'),
    '.hero{padding:9px}.band{margin:0}.b2{color:red}.b3{color:blue}.foot{color:navy}li:last-child{margin:0}.tick{color:green}',
  );
  const page =
    '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/style.css"></head><body><main>' +
    '<section class="hero">Hi</section><section class="band b2"><ul><li>One</li><li class="tick">Two</li></ul></section>' +
    '<section class="band b3">Band 3</section></main><footer class="foot">Footer</footer></body></html>';

  it('leaves its styles to the stylesheet, and stays in the page as it was', async () => {
    const html = await inlineCriticalCss(page, dist, [
      { tag: 'li', indices: [0, 1, 0, 1] },
      { tag: 'section', indices: [0, 2] },
      { tag: 'footer', indices: [1] },
    ]);
    // The first item is still not the list's last: the one set aside holds its place.
    expect(/<style>(.*?)<\/style>/s.exec(html)![1]).toBe('.hero{padding:9px}.band{margin:0}.b2{color:red}');
    expect(html).toContain(
      '<ul><li>One</li><li class="tick">Two</li></ul></section><section class="band b3">Band 3</section></main><footer class="foot">Footer</footer>',
    );
  });

  it('puts back a drawing set aside, which the parser writes as an empty <svg/>', async () => {
    // A checkbox's tick, moved down by its transform, below the fold where its box is not.
    const checkbox =
      '<div class="hero"><input type="checkbox"><svg viewBox="0 0 10 7" aria-hidden="true" class="tick"><path d="M4 4.5 1.7 2.3"></path></svg></div>';
    const html = await inlineCriticalCss(
      `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/style.css"></head><body><main>${checkbox}</main></body></html>`,
      dist,
      [{ tag: 'svg', indices: [0, 0, 1] }],
    );
    expect(html).toContain(checkbox);
    expect(html).not.toContain('data-unseen');
  });

  it('is the element the measure named, or the build stops', async () => {
    await expect(inlineCriticalCss(page, dist, [{ tag: 'footer', indices: [0, 2] }])).rejects.toThrow(
      "No <footer> at 0.2 of the page's <body>",
    );
  });
});

describe('a variable set again under the same selector', () => {
  it('keeps only the later value, and drops what only the earlier one read', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
    writeFileSync(
      join(dist, 'style.css'),
      ':root{--blue:#00f;--font:var(--system);--system:Arial;--primary:var(--blue)}' +
        '@media (min-width:1px){:root{--font:Serif}}' +
        ':root{--font:Inter;--primary:navy}p{font-family:var(--font);color:var(--primary)}',
    );
    const html = await inlineCriticalCss(
      '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/style.css"></head><body><p>Webbee</p></body></html>',
      dist,
    );
    expect(/<style>(.*?)<\/style>/s.exec(html)![1]).toBe(
      '@media (min-width:1px){:root{--font:Serif}}:root{--font:Inter;--primary:navy}p{font-family:var(--font);color:var(--primary)}',
    );
  });
});
