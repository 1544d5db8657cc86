import { describe, expect, it } from 'vitest';
import {
  fontFacesForNoScriptOnly,
  withoutDarkSchemeRules,
  withoutOverriddenVariables,
  withoutShadowHostSelectors,
  withoutUnusedComponentRules,
  withoutUnusedPalettes,
} from '../../tooling/pageStylesheet.ts';

const inScripts = new Set(['m_00000001']);
const kept = (css: string) => withoutUnusedComponentRules(css, inScripts).replace(/\s+/g, ' ').trim();

describe('pageStylesheet', () => {
  it('drops the rules of components no script renders and keeps the rest', () => {
    expect(kept('.m_00000001{color:red}.m_00000002{color:blue}')).toBe('.m_00000001{color:red}');
    expect(kept('.m_00000002 .m_00000001{color:red}')).toBe('');
    expect(kept('body{margin:0}.site-header{color:red}')).toBe('body{margin:0}.site-header{color:red}');
  });

  it('keeps the selectors of a rule that can still match, and drops emptied media blocks', () => {
    expect(kept('.m_00000001,.m_00000002{color:red}')).toBe('.m_00000001{color:red}');
    expect(kept('@media (width>=40em){.m_00000002{color:red}}')).toBe('');
  });

  it('keeps a selector whose missing class is only an argument of :not, :where or :is', () => {
    expect(kept('.m_00000001:not(.m_00000002){color:red}')).toBe('.m_00000001:not(.m_00000002){color:red}');
    expect(kept(':where(.m_00000002,.m_00000001) a{color:red}')).toBe(':where(.m_00000002,.m_00000001) a{color:red}');
  });

  it('leaves keyframes alone', () => {
    expect(kept('@keyframes m_00000002{from{opacity:0}to{opacity:1}}')).toContain('from{opacity:0}');
  });

  it('drops the dark scheme, which no page selects', () => {
    expect(
      withoutDarkSchemeRules(
        ':where([data-mantine-color-scheme=dark]) .a,.b{color:red}:root[data-mantine-color-scheme=dark]{--x:1}.c{color:blue}',
      ),
    ).toBe('.b{color:red}.c{color:blue}');
  });

  it('declares the font faces for visitors without scripts only', () => {
    const css = fontFacesForNoScriptOnly('@font-face{font-family:Inter;src:url(/a.woff2)}body{font-family:Inter}');
    expect(css).toBe(
      '@media (scripting: none){@font-face{font-family:Inter;src:url(/a.woff2)}}body{font-family:Inter}',
    );
  });

  it('sets each variable once per selector, as the cascade would resolve it', () => {
    expect(
      withoutOverriddenVariables(
        ':root{--a:1;--b:1;--c:1!important;color:red}:root{--a:2;--c:2;color:blue}:root[data-x]{--b:3}:root{--b:2}@media print{:root{--a:4}}',
      ),
    ).toBe(
      ':root{--c:1!important;color:red}:root{--a:2;--c:2;color:blue}:root[data-x]{--b:3}:root{--b:2}@media print{:root{--a:4}}',
    );
  });

  it("reads Mantine's `:root, :host` as the `:root` the theme sets again", () => {
    expect(withoutOverriddenVariables(withoutShadowHostSelectors(':root,:host{--a:1;--b:1}:root{--a:2}'))).toBe(
      ':root{--b:1}:root{--a:2}',
    );
  });

  const palettes = [
    ':root{--mantine-color-red-6:#f00;--mantine-color-red-filled:var(--mantine-color-red-6)',
    '--mantine-color-pink-6:#f0f;--mantine-color-pink-filled:var(--mantine-color-pink-6)',
    '--mantine-color-teal-6:#0ff;--mantine-color-error:var(--mantine-color-teal-6)}',
    '.m_00000001{color:var(--mantine-color-pink-filled)}',
  ];

  it('drops the variables of a palette that neither a rule nor a script names', () => {
    expect(withoutUnusedPalettes(palettes.slice(0, 3).join(';'), 'x({color:"brand"})')).toBe(
      ':root{--mantine-color-teal-6:#0ff;--mantine-color-error:var(--mantine-color-teal-6)}',
    );
  });

  it('keeps a palette a script names, as a colour prop or a shade of it, or a rule refers to', () => {
    const css = palettes.slice(0, 3).join(';');
    expect(withoutUnusedPalettes(css, 'x({color:"red"})')).toContain('--mantine-color-red-filled');
    expect(withoutUnusedPalettes(css, "x({c:'red.6'})")).toContain('--mantine-color-red-6');
    expect(withoutUnusedPalettes(css, 'x({c:"reddish"})')).not.toContain('--mantine-color-red-6');
    expect(withoutUnusedPalettes(palettes.join(';'), '')).toContain('--mantine-color-pink-filled');
  });
});
