// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { catalogDir, readCatalog } from './readCatalog';

/**
 * What a translation must keep of its message: its ICU arguments ({name}, a plural's {count}) and
 * its tags (<0>, </1>), each named once, whatever plural forms the language has.
 */
const placeholders = (message: string) => {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') for (const [tag] of token.value.matchAll(/<\/?\d+\/?>/g)) found.add(tag);
      else if (token.type !== 'octothorpe') {
        found.add(`{${token.arg}}`);
        if ('cases' in token) token.cases.forEach((form) => visit(form.tokens));
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
};

const areas = readdirSync(join(catalogDir, 'en')).filter((file) => file.endsWith('.po'));

describe('the Arabic catalogs', () => {
  it('cover every area of the English ones', () => {
    expect(areas).not.toEqual([]);
    expect(readdirSync(join(catalogDir, 'ar')).filter((file) => file.endsWith('.po'))).toEqual(areas);
  });

  it('give a message one translation in every catalog that has it: a page loads several, and the last would win', () => {
    const translations = new Map<string, Set<string>>();
    for (const area of areas)
      for (const { key, translation } of readCatalog(join(catalogDir, 'ar', area)))
        translations.set(key, (translations.get(key) ?? new Set()).add(translation));
    const differing = [...translations].filter(([, found]) => found.size > 1).map(([id, found]) => [id, ...found]);
    expect(differing).toEqual([]);
  });

  describe.each(areas)('%s', (area) => {
    const english = readCatalog(join(catalogDir, 'en', area));
    const arabic = new Map(readCatalog(join(catalogDir, 'ar', area)).map((entry) => [entry.key, entry.translation]));

    it('translate every message', () => {
      const missing = english.filter((entry) => !arabic.get(entry.key)?.trim()).map((entry) => entry.id);
      expect(missing).toEqual([]);
    });

    it('keep every placeholder and tag of the message, so no name, number or link goes missing', () => {
      const broken = english
        .filter((entry) => arabic.get(entry.key))
        .filter((entry) => placeholders(entry.id).join() !== placeholders(arabic.get(entry.key)!).join())
        .map((entry) => `${entry.id} → ${arabic.get(entry.key)}`);
      expect(broken).toEqual([]);
    });

    it('are in Arabic, not copies of the English', () => {
      const copied = english
        .filter((entry) =>
          /[A-Za-z]{4}/.test(entry.id.replace(/Webbee( Cart| Client)?|WhatsApp|\{\w+\}|<\/?\d+>/g, '')),
        )
        .filter((entry) => arabic.get(entry.key) === entry.id)
        .map((entry) => entry.id);
      expect(copied).toEqual([]);
    });
  });
});

/**
 * A figure (or a plural's #) and its unit with an ordinary space between them: '72 hours', '30 يومًا'. A line may
 * break there and leave the number alone at the end of one line, its unit at the start of the next.
 */
const figureAndUnitApart = {
  en: /[\d#] (hours?|days?|calendar|characters|years|MB|guests|min|minutes?|weeks|months)\b/,
  ar: /[\d#] (ساعة|ساعات|يومًا|يوم|أيام|أحرف|ميغابايت|سنوات|ضيفًا|دقائق|دقيقة|أسابيع|شهرًا)/,
} as const;

describe.each(['en', 'ar'] as const)('the %s catalogs', (locale) => {
  it('keep every figure on one line with its unit, by a no-break space', () => {
    const apart = areas
      .flatMap((area) => readCatalog(join(catalogDir, locale, area)))
      .map(({ translation }) => translation)
      .filter((translation) => figureAndUnitApart[locale].test(translation));
    expect(apart).toEqual([]);
    const joined = areas
      .flatMap((area) => readCatalog(join(catalogDir, locale, area)))
      .filter(({ translation }) => translation.includes(locale === 'en' ? '72\u00a0hours' : '72\u00a0ساعة'));
    expect(joined.length).toBeGreaterThan(5);
  });

  it("keep an article's reading time on one line: a byline ends in '5 min read', never in a lone 'read'", () => {
    const readingTimes = areas
      .flatMap((area) => readCatalog(join(catalogDir, locale, area)))
      .filter(({ id }) => id.includes('min read'));
    expect(readingTimes.length).toBeGreaterThan(0);
    const wordsOfEachCase = readingTimes.flatMap(({ translation }) =>
      parse(translation).flatMap((token) =>
        token.type === 'plural'
          ? token.cases.flatMap(({ tokens }) => tokens.flatMap((part) => (part.type === 'content' ? [part.value] : [])))
          : [],
      ),
    );
    expect(wordsOfEachCase.filter((words) => words.includes(' '))).toEqual([]);
  });
});
