// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutStatesNotInMarkup } from '../../tooling/criticalCss.ts';

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
