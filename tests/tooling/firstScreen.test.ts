// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFirstScreenMeasurer } from '../../tooling/firstScreen.ts';

describe('the first screen', () => {
  const dist = mkdtempSync(join(tmpdir(), 'first-screen-'));
  // The hero is as tall as the laptop's window is taken; on a phone its two halves stack, twice as tall.
  writeFileSync(
    join(dist, 'style.css'),
    'body{margin:0}.hero{display:flex;flex-wrap:wrap}.hero>div{flex:1 0 390px;height:1100px}.band{height:300px}',
  );
  let measurer: Awaited<ReturnType<typeof openFirstScreenMeasurer>>;
  beforeAll(async () => {
    measurer = await openFirstScreenMeasurer(dist);
  });
  afterAll(() => measurer.close());

  it('is what lies below it at every width: by the stylesheet, not by the markup alone', async () => {
    const below = await measurer.belowTheFold(
      '<!doctype html><html><head><link rel="stylesheet" href="/style.css"></head><body><main>' +
        '<section class="hero"><div>Text</div><div><svg><rect width="9" height="9"/></svg></div></section>' +
        '<section class="band"><p>One</p><p>Two</p></section><section class="band">Three</section></main>' +
        '<footer>Footer</footer></body></html>',
    );
    // The first band begins at 1,100 px, below every window; the drawing stays part of its hero.
    expect(below).toEqual([
      { tag: 'section', indices: [0, 1] },
      { tag: 'section', indices: [0, 2] },
      { tag: 'footer', indices: [1] },
    ]);
  });

  it('keeps what any window shows at first', async () => {
    const below = await measurer.belowTheFold(
      '<!doctype html><html><head><link rel="stylesheet" href="/style.css"></head><body><main>' +
        '<section class="band">One</section><section class="band">Two</section><section class="band">Three</section>' +
        '<section class="band">Four</section></main></body></html>',
    );
    // 300 px each: the fourth begins at 900 px, below the tablet's window but within the others'.
    expect(below).toEqual([]);
  });
});
