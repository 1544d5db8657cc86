import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { woffToSfnt } from './woff.ts';

export type Script = 'latin' | 'arabic';
export type Weight = 400 | 700;

/** One face the build draws text with: its family, the file resvg loads and the characters it has. */
export interface Face {
  family: string;
  weight: Weight;
  file: string;
  has: (codePoint: number) => boolean;
}

const require = createRequire(import.meta.url);

// The site's own faces: Inter, and IBM Plex Sans Arabic for the Arabic letters (src/app/fonts.css).
const sources: Record<Script, { family: string; woff: (weight: Weight) => string }> = {
  latin: {
    family: 'Inter',
    woff: (weight) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
  },
  arabic: {
    family: 'IBM Plex Sans Arabic',
    woff: (weight) =>
      require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff`),
  },
};

/** The code points a font maps to a glyph, from its cmap's format 4 and 12 subtables (OpenType, "cmap"). */
export function mappedCodePoints(font: Buffer): Set<number> {
  const tableCount = font.readUInt16BE(4);
  let cmap = -1;
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + index * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('The font has no cmap table');
  const mapped = new Set<number>();
  const subtableCount = font.readUInt16BE(cmap + 2);
  for (let index = 0; index < subtableCount; index++) {
    const subtable = cmap + font.readUInt32BE(cmap + 4 + index * 8 + 4);
    const format = font.readUInt16BE(subtable);
    if (format === 4) {
      const segmentsTimesTwo = font.readUInt16BE(subtable + 6);
      const ends = subtable + 14;
      const starts = ends + segmentsTimesTwo + 2;
      const deltas = starts + segmentsTimesTwo;
      const rangeOffsets = deltas + segmentsTimesTwo;
      for (let segment = 0; segment < segmentsTimesTwo; segment += 2) {
        const end = font.readUInt16BE(ends + segment);
        const delta = font.readUInt16BE(deltas + segment);
        const rangeOffset = font.readUInt16BE(rangeOffsets + segment);
        for (let codePoint = font.readUInt16BE(starts + segment); codePoint <= end && codePoint < 0xffff; codePoint++) {
          const glyph =
            rangeOffset === 0
              ? codePoint + delta
              : font.readUInt16BE(
                  rangeOffsets + segment + rangeOffset + (codePoint - font.readUInt16BE(starts + segment)) * 2,
                );
          if ((glyph & 0xffff) !== 0) mapped.add(codePoint);
        }
      }
    } else if (format === 12) {
      const groupCount = font.readUInt32BE(subtable + 12);
      for (let group = 0; group < groupCount; group++) {
        const record = subtable + 16 + group * 12;
        const end = font.readUInt32BE(record + 4);
        for (let codePoint = font.readUInt32BE(record); codePoint <= end; codePoint++) mapped.add(codePoint);
      }
    }
  }
  return mapped;
}

let folder: string | undefined;
const faces = new Map<string, Face>();

/**
 * A face as an sfnt file resvg can load (it reads neither woff nor woff2), written once per build
 * to a temporary folder that goes when the process ends.
 */
export function face(script: Script, weight: Weight): Face {
  const key = `${script}-${weight}`;
  const known = faces.get(key);
  if (known) return known;
  if (!folder) {
    const created = mkdtempSync(join(tmpdir(), 'webbee-fonts-'));
    process.once('exit', () => rmSync(created, { recursive: true, force: true }));
    folder = created;
  }
  const sfnt = woffToSfnt(readFileSync(sources[script].woff(weight)));
  const file = join(folder, `${key}.ttf`);
  writeFileSync(file, sfnt);
  const mapped = mappedCodePoints(sfnt);
  const made: Face = { family: sources[script].family, weight, file, has: (codePoint) => mapped.has(codePoint) };
  faces.set(key, made);
  return made;
}
