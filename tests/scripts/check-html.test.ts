// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ourErrors, stylesInBody, type NuMessage } from '../../scripts/check-html.ts';

const error = (message: string, extract = ''): NuMessage => ({ type: 'error', message, extract });

describe('check-html', () => {
  it('sets aside only the CSS properties the checker does not know yet, never a markup error', () => {
    const divInButton = error(
      'Element “div” not allowed as child of element “button” in this context. (Suppressing further errors from this subtree.)',
      '<button aria-label="Open menu"><div class="m_d4fb9cad mantine-Burger-burger"></div>',
    );
    const trim = error("CSS: “text-box-trim”: Property “text-box-trim” doesn't exist.");
    const edge = error("CSS: “text-box-edge”: Property “text-box-edge” doesn't exist.");
    const timeline = error("CSS: “animation-timeline”: Property “animation-timeline” doesn't exist.");
    const range = error("CSS: “animation-range”: Property “animation-range” doesn't exist.");
    const otherCss = error("CSS: “colr”: Property “colr” doesn't exist.");
    const otherAnimation = error("CSS: “animation-rang”: Property “animation-rang” doesn't exist.");
    const warning: NuMessage = { type: 'info', subType: 'warning', message: 'Section lacks heading.' };
    expect(ourErrors([divInButton, trim, edge, timeline, range, otherCss, otherAnimation, warning])).toEqual([
      divInButton,
      otherCss,
      otherAnimation,
    ]);
  });

  // The checker itself, on Java, as `npm run check:html` runs it on a build.
  it(
    'fails a build with a block inside a button, and passes one whose buttons hold phrasing content only',
    {
      timeout: 60_000,
    },
    () => {
      const page = (button: string) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Menu</title></head><body><header>${button}</header></body></html>`;
      const checkBuild = (html: string) => {
        const root = mkdtempSync(join(tmpdir(), 'check-html-'));
        mkdirSync(join(root, 'dist'));
        writeFileSync(join(root, 'dist', 'index.html'), html);
        const run = spawnSync(
          process.execPath,
          [fileURLToPath(new URL('../../scripts/check-html.ts', import.meta.url))],
          {
            cwd: root,
            encoding: 'utf8',
          },
        );
        rmSync(root, { recursive: true });
        return run;
      };
      const invalid = checkBuild(page('<button aria-label="Open menu"><div class="lines"></div></button>'));
      expect(invalid.status).toBe(1);
      expect(invalid.stderr).toContain('Element “div” not allowed as child of element “button”');
      const valid = checkBuild(
        page(
          '<button aria-label="Open menu"><span><svg aria-hidden="true" width="24" height="24"></svg></span></button>',
        ),
      );
      expect(valid.stderr).toBe('');
      expect(valid.status).toBe(0);
    },
  );

  it('reports every <style> in <body>, with its line, and none in <head>', () => {
    const html =
      '<!doctype html><html><head><style>a{}</style></head>\n<body><div><p>Hi</p>\n<style data-mantine-styles="inline">.x{}</style></div></body></html>';
    const found = stylesInBody(html, 'dist/page.html');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ type: 'error', url: 'dist/page.html', lastLine: 3, firstColumn: 1 });
    expect(found[0].extract).toContain('<style data-mantine-styles="inline">.x{}');
    expect(ourErrors(found)).toEqual(found);
  });

  it("sets aside Mantine Carousel's slide variables only, not another <style> Mantine writes", () => {
    const carousel =
      '<style data-mantine-styles="inline">.__m__-_R_1_{--carousel-slide-gap:var(--mantine-spacing-lg);--carousel-slide-size:100%;}@media(min-width: 48em){.__m__-_R_1_{--carousel-slide-size:50%;}}</style>';
    const grid = '<style data-mantine-styles="inline">.__m__-_R_2_{--sg-spacing-x:var(--mantine-spacing-md);}</style>';
    const found = stylesInBody(`<html><head></head><body>${carousel}${grid}</body></html>`, 'dist/page.html');
    expect(found).toHaveLength(1);
    expect(found[0].extract).toContain('--sg-spacing-x');
    const nu: NuMessage = {
      type: 'error',
      message: 'A “style” element in “body” must be the first child of its parent.',
      extract: 'v><!--$--><style data-mantine-styles="inline">.__m__',
    };
    expect(ourErrors([nu])).toEqual([]);
  });

  it("sets aside the blocking attribute on the first paint's expect link only, not on another link", () => {
    const message =
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
    const expectLink = error(message, 'icon.png"><link rel="expect" href="#footer" blocking="render"><scrip');
    const preload = error(message, 'icon.png"><link rel="preload" href="/a.js" blocking="render"><scrip');
    expect(ourErrors([expectLink, preload])).toEqual([preload]);
  });
});
