import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { face, mappedCodePoints } from '../../tooling/shareFonts.ts';
import { bidiLevels, fitText, layOutLine, visualOrder, type Line } from '../../tooling/textLayout.ts';
import { woffToSfnt } from '../../tooling/woff.ts';

const require = createRequire(import.meta.url);
const interWoff = () => readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'));

/** The sum of a table's big-endian 32-bit words, as sfnt's table directory records it. */
const tableChecksum = (table: Buffer) => {
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
};

/** What a line shows from left to right: Arabic runs as resvg receives them, in reading order. */
const shown = (line: Line) => line.runs.map((run) => run.text);

describe('woffToSfnt', () => {
  it('unpacks every table of a WOFF font to the bytes its checksum was taken from', () => {
    const sfnt = woffToSfnt(interWoff());
    const tableCount = sfnt.readUInt16BE(4);
    expect(tableCount).toBeGreaterThan(8);
    expect(sfnt.readUInt16BE(6)).toBe(2 ** Math.floor(Math.log2(tableCount)) * 16);
    const tags: string[] = [];
    for (let index = 0; index < tableCount; index++) {
      const record = 12 + index * 16;
      const tag = sfnt.toString('latin1', record, record + 4);
      const offset = sfnt.readUInt32BE(record + 8);
      const table = Buffer.from(sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)));
      // head's checksum is taken with its checkSumAdjustment (bytes 8-11) as zero.
      if (tag === 'head') table.writeUInt32BE(0, 8);
      expect(offset % 4).toBe(0);
      expect(tableChecksum(table)).toBe(sfnt.readUInt32BE(record + 4));
      tags.push(tag);
    }
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'name']));
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 is not this format, nor is anything else'))).toThrow('Not a WOFF');
  });

  it("reads which characters each face draws from its cmap: Inter's Latin, Plex's Arabic", () => {
    const inter = mappedCodePoints(woffToSfnt(interWoff()));
    expect(inter.has('A'.codePointAt(0) ?? 0)).toBe(true);
    expect(inter.has('ب'.codePointAt(0) ?? 0)).toBe(false);
    const plex = face('arabic', 700);
    expect(plex.has('ب'.codePointAt(0) ?? 0)).toBe(true);
    expect(plex.has('A'.codePointAt(0) ?? 0)).toBe(false);
  });
});

describe('bidi', () => {
  it('keeps a number with its separators left to right inside Arabic', () => {
    expect(bidiLevels([...'من 1,499 درهم'], 'rtl')).toEqual([1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1]);
  });

  it('gives punctuation between Arabic and Latin words the paragraph direction', () => {
    expect(bidiLevels([...'Cart: متجر'], 'rtl')).toEqual([2, 2, 2, 2, 1, 1, 1, 1, 1, 1]);
    expect(bidiLevels([...'Cart: متجر'], 'ltr')).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
  });

  it('reverses runs of higher levels, innermost first', () => {
    expect(visualOrder([0, 1, 1, 0])).toEqual([0, 2, 1, 3]);
    expect(visualOrder([1, 2, 2, 1])).toEqual([3, 1, 2, 0]);
  });
});

describe('layOutLine', () => {
  const style = { size: 48, weight: 700, direction: 'rtl' } as const;

  it('sets an Arabic line from the right: the first words are the rightmost runs', () => {
    const line = layOutLine('Webbee Cart: متجر إلكتروني', style);
    expect(shown(line)).toEqual(['إلكتروني', ' ', 'متجر', ' :', 'Webbee Cart']);
    expect(line.runs.map((run) => run.face.family)).toEqual([
      'IBM Plex Sans Arabic',
      'Inter',
      'IBM Plex Sans Arabic',
      'Inter',
      'Inter',
    ]);
    const xs = line.runs.map((run) => run.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(line.width).toBeGreaterThan(xs[4]);
  });

  it('keeps brackets around the Latin words they hold, mirrored for right to left', () => {
    expect(shown(layOutLine('الأسئلة (FAQ)', style)).join('')).toBe('(FAQ) الأسئلة');
  });

  it('keeps the Arabic comma after its word and marks with their letters', () => {
    const line = layOutLine('به، يُسلَّم', style);
    expect(shown(line)).toEqual(['يُسلَّم', ' ', '،', 'به']);
  });

  it('measures a run with its spaces', () => {
    const ltr = { ...style, direction: 'ltr' } as const;
    expect(layOutLine('Web bee', ltr).width).toBeGreaterThan(layOutLine('Webbee', ltr).width + 5);
  });

  it("refuses a character neither of the site's faces draws", () => {
    expect(() => layOutLine('Webbee 中文', style)).toThrow('U+4e2d');
  });
});

describe('fitText', () => {
  const options = { sizes: [68, 60, 52], weight: 700, direction: 'ltr', maxWidth: 760, maxLines: 3 } as const;

  it('keeps a short title on one line at the largest size', () => {
    const fitted = fitText('Contact Us', options);
    expect(fitted.size).toBe(68);
    expect(fitted.lines).toHaveLength(1);
  });

  it('wraps at spaces within the width, going down a size before cutting', () => {
    const fitted = fitText('Webbee Cart: e-commerce website and mobile app for every business', options);
    expect(fitted.size).toBeLessThan(68);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.lines.every((line) => line.width <= 760)).toBe(true);
    expect(fitted.lines.map((line) => shown(line).join('')).join(' ')).not.toContain('…');
  });

  it('cuts what three lines at the smallest size cannot hold with an ellipsis', () => {
    const fitted = fitText(`A title ${'that goes on and on '.repeat(8)}to the end`, options);
    expect(fitted.size).toBe(52);
    expect(fitted.lines).toHaveLength(3);
    expect(shown(fitted.lines[2]).join('')).toMatch(/…$/);
    expect(fitted.lines.every((line) => line.width <= 760)).toBe(true);
  });

  it('wraps Arabic at spaces too, each line within the width', () => {
    const fitted = fitText('كن بائعًا معنا: اربح حتى 1000 درهم عن كل إحالة تقوم بها لشركة جديدة', {
      ...options,
      direction: 'rtl',
    });
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.every((line) => line.width <= 760)).toBe(true);
  });
});
