import { Resvg } from '@resvg/resvg-js';
import { face, type Face, type Weight } from './shareFonts.ts';
import { escapeXml } from './xml.ts';

export type Direction = 'ltr' | 'rtl';

export interface TextStyle {
  size: number;
  weight: Weight;
  /** The paragraph's direction: where the line starts and how its mixed-direction runs are ordered. */
  direction: Direction;
}

/** A piece of a line in one face and one direction, placed from the line's left edge. */
export interface PlacedRun {
  x: number;
  text: string;
  face: Face;
}

export interface Line {
  width: number;
  runs: PlacedRun[];
}

/** One <text> element: a run is always one face in one direction, so resvg only shapes it. */
export const textElement = (text: string, x: number, y: number, textFace: Face, size: number, fill: string) =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${textFace.family}" font-weight="${textFace.weight}" ` +
  `font-size="${size}" fill="${fill}" xml:space="preserve">${escapeXml(text)}</text>`;

// Characters of each face that join nothing and draw ink, to measure a run's advance between them.
const markers: Record<string, string> = { Inter: '|', 'IBM Plex Sans Arabic': '\u0660' };
const advances = new Map<string, number>();

const inkWidth = (text: string, textFace: Face, size: number) =>
  new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${size * 3}">` +
      `${textElement(text, 0, size * 2, textFace, size, '#000')}</svg>`,
    { font: { loadSystemFonts: false, fontFiles: [textFace.file], defaultFontFamily: textFace.family } },
  ).getBBox()?.width ?? 0;

/**
 * How far a run moves the pen: resvg gives only the ink's box, so the run is measured between two
 * markers and the markers alone are taken away, which keeps its spaces and side bearings.
 */
function advance(text: string, textFace: Face, size: number): number {
  const key = `${textFace.file}|${size}|${text}`;
  let width = advances.get(key);
  if (width === undefined) {
    const marker = markers[textFace.family];
    width = inkWidth(marker + text + marker, textFace, size) - inkWidth(marker + marker, textFace, size);
    advances.set(key, width);
  }
  return width;
}

type BidiClass = 'L' | 'R' | 'EN' | 'AN' | 'CS' | 'ES' | 'NSM' | 'N';

const arabicScript = /\p{Script=Arabic}/u;
const bidiClassOf = (char: string): BidiClass => {
  if (/[\u0660-\u0669\u06f0-\u06f9]/.test(char)) return 'AN';
  if (/\p{Nd}/u.test(char)) return 'EN';
  if (/\p{M}/u.test(char)) return 'NSM';
  if (/\p{L}/u.test(char)) return arabicScript.test(char) ? 'R' : 'L';
  if (/[,.:/\u00a0\u060c]/.test(char)) return 'CS';
  if (/[+\-\u2212]/.test(char)) return 'ES';
  return 'N';
};

const mirrored: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

/**
 * The embedding level of each character: the Unicode Bidirectional Algorithm (UAX #9) for one line
 * of plain text, without explicit embeddings (rules W1-W7, N1-N2, I1-I2).
 */
export function bidiLevels(chars: string[], direction: Direction): number[] {
  const base = direction === 'rtl' ? 1 : 0;
  const sos: BidiClass = base ? 'R' : 'L';
  const types = chars.map(bidiClassOf);
  types.forEach((type, index) => {
    if (type === 'NSM') types[index] = index > 0 ? types[index - 1] : sos; // W1
  });
  let strong: BidiClass = sos;
  types.forEach((type, index) => {
    if (type === 'L' || type === 'R') strong = type;
    else if (type === 'EN' && strong === 'R') types[index] = 'AN'; // W2
  });
  types.forEach((type, index) => {
    const before = types[index - 1];
    const after = types[index + 1];
    if (before !== after) return;
    if ((type === 'ES' && before === 'EN') || (type === 'CS' && (before === 'EN' || before === 'AN'))) {
      types[index] = before; // W4
    }
  });
  strong = sos;
  types.forEach((type, index) => {
    if (type === 'CS' || type === 'ES') types[index] = 'N'; // W6
    if (type === 'L' || type === 'R') strong = type;
    else if (type === 'EN' && strong === 'L') types[index] = 'L'; // W7
  });
  const side = (type: BidiClass | undefined): 'L' | 'R' | undefined =>
    type === 'L' ? 'L' : type === 'R' || type === 'EN' || type === 'AN' ? 'R' : undefined;
  // N0: a pair of brackets takes one direction, so "(FAQ)" in Arabic keeps both its brackets.
  const open: number[] = [];
  chars.forEach((char, index) => {
    if (types[index] !== 'N') return;
    if ('([{'.includes(char)) open.push(index);
    const opening = open.at(-1);
    if (opening === undefined || mirrored[chars[opening]] !== char || index === opening) return;
    open.pop();
    const inside = types.slice(opening + 1, index).map(side);
    let before: 'L' | 'R' = sos;
    for (let at = opening - 1; at >= 0; at--) {
      const found = side(types[at]);
      if (found) {
        before = found;
        break;
      }
    }
    const opposite = sos === 'L' ? 'R' : 'L';
    const pairType = inside.includes(sos)
      ? sos
      : inside.includes(opposite)
        ? before === opposite
          ? opposite
          : sos
        : undefined;
    if (pairType) types[opening] = types[index] = pairType;
  });
  for (let start = 0; start < types.length;) {
    if (types[start] !== 'N') {
      start++;
      continue;
    }
    let end = start;
    while (types[end] === 'N') end++;
    const before = side(types[start - 1]) ?? sos;
    const after = side(types[end]) ?? sos;
    types.fill(before === after ? before : sos, start, end); // N1, N2
    start = end;
  }
  return types.map((type) => {
    if (base === 0) return type === 'L' ? 0 : type === 'R' ? 1 : 2; // I1
    return type === 'R' ? 1 : 2; // I2
  });
}

/** The indices of items in the order they are shown, from their levels (UAX #9 rule L2). */
export function visualOrder(levels: number[]): number[] {
  const order = levels.map((_, index) => index);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < order.length;) {
      if (levels[order[start]] < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < order.length && levels[order[end]] >= level) end++;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }
  return order;
}

/**
 * One line laid out in runs that each use one face and one direction, ordered from left to right.
 * resvg shapes each run itself (Arabic joined, right to left), but mixing faces or directions in
 * one <text> makes it drop or misplace glyphs, so the line's order is settled here.
 */
export function layOutLine(text: string, { size, weight, direction }: TextStyle): Line {
  const latin = face('latin', weight);
  const arabic = face('arabic', weight);
  const chars = [...text];
  const faces: Face[] = [];
  chars.forEach((char, index) => {
    const codePoint = char.codePointAt(0) ?? 0;
    const previous = faces[index - 1];
    const chosen =
      /[\p{M}\p{Cf}]/u.test(char) && previous
        ? previous
        : arabicScript.test(char) || (!latin.has(codePoint) && arabic.has(codePoint))
          ? arabic
          : latin;
    if (!chosen.has(codePoint) && !/\p{Cf}/u.test(char)) {
      throw new Error(`Neither Inter nor IBM Plex Sans Arabic draws U+${codePoint.toString(16)} in "${text}"`);
    }
    faces.push(chosen);
  });
  const levels = bidiLevels(chars, direction);

  // resvg sets every <text> left to right and turns only the Arabic letters in it, so a run is
  // either Arabic letters (with their marks), which it turns, or anything else, which is handed
  // to it already in the order it is shown.
  const runs: { text: string; face: Face; level: number; letters: boolean }[] = [];
  chars.forEach((char, index) => {
    const last = runs.at(-1);
    const letters = /\p{M}/u.test(char) && last ? last.letters : arabicScript.test(char) && /\p{L}/u.test(char);
    if (last && last.face === faces[index] && last.level === levels[index] && last.letters === letters) {
      last.text += char;
    } else runs.push({ text: char, face: faces[index], level: levels[index], letters });
  });

  let x = 0;
  const placed = visualOrder(runs.map((run) => run.level)).map((index) => {
    const run = runs[index];
    const shown =
      run.level % 2 === 1 && !run.letters
        ? [...run.text]
            .reverse()
            .map((char) => mirrored[char] ?? char)
            .join('')
        : run.text;
    const item = { x, text: shown, face: run.face };
    x += advance(shown, run.face, size);
    return item;
  });
  return { width: x, runs: placed };
}

export interface FitOptions {
  /** Font sizes to try, largest first; the smallest one cuts what does not fit with an ellipsis. */
  sizes: readonly number[];
  weight: Weight;
  direction: Direction;
  maxWidth: number;
  maxLines: number;
}

/** A line shortened by words (by letters when it is one word) until it fits with an ellipsis after it. */
function withEllipsis(line: string, style: TextStyle, maxWidth: number): string {
  let shorter = line;
  while (shorter.length > 1 && layOutLine(`${shorter}…`, style).width > maxWidth) {
    shorter = shorter.includes(' ') ? shorter.slice(0, shorter.lastIndexOf(' ')) : [...shorter].slice(0, -1).join('');
  }
  return `${shorter}…`;
}

/** A text wrapped at spaces into at most maxLines lines, at the largest size where it fits whole. */
export function fitText(text: string, { sizes, weight, direction, maxWidth, maxLines }: FitOptions) {
  const words = text.trim().split(/\s+/);
  for (const [attempt, size] of sizes.entries()) {
    const style = { size, weight, direction };
    const wrapped: string[] = [];
    for (const word of words) {
      const longer = wrapped.length > 0 ? `${wrapped[wrapped.length - 1]} ${word}` : word;
      if (wrapped.length > 0 && layOutLine(longer, style).width <= maxWidth) wrapped[wrapped.length - 1] = longer;
      else wrapped.push(word);
    }
    const tooWide = (line: string) => layOutLine(line, style).width > maxWidth;
    const fits = wrapped.length <= maxLines && !wrapped.some(tooWide);
    if (!fits && attempt < sizes.length - 1) continue;
    const lines = wrapped.slice(0, maxLines).map((line, index, kept) => {
      const linesDropped = index === kept.length - 1 && wrapped.length > maxLines;
      return linesDropped || tooWide(line) ? withEllipsis(line, style, maxWidth) : line;
    });
    return { size, lines: lines.map((line) => layOutLine(line, style)) };
  }
  throw new Error('fitText needs at least one size');
}
