// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { catalogDir, readCatalog, type CatalogEntry } from './readCatalog';

/** The contract's examples, by name, as the office check reads them. */
interface OpenApiExamples {
  components: { examples: Record<string, { value: { Result: unknown } }> };
}
interface ArticleText {
  Title: string;
  Description: string;
}

const areas = readdirSync(join(catalogDir, 'en')).filter((file) => file.endsWith('.po'));
const entriesOf = (locale: 'en' | 'ar'): CatalogEntry[] =>
  areas.flatMap((area) => readCatalog(join(catalogDir, locale, area)));
const english = entriesOf('en');
const arabic = entriesOf('ar');
// The contract's examples are what the mock, the stories and the prerendered pages show.
const contract = readFileSync('openapi.yaml', 'utf8');

/**
 * Figures the spec gives no source for (its facts: section 1 and section 9): how many customers,
 * sellers or partners the company has, awards, a share of a customer's takings, how much faster a
 * release is, a statistic about buyers. A visitor comparing companies takes them at their word and
 * can check them, so the copy, the contract's articles among it, says only what the spec says.
 */
const unsourcedEnglish = [
  /\b(thousands|hundreds|millions|dozens) of\b/i,
  /\baward-winning\b|\bawarded\b/i,
  /\d[\d,]*\s*\+\s*(customers|businesses|clients|websites)/i,
  /\b(a third|a quarter|half) of (our|their|your)\b/i,
  /\bpaid for (the|our|its) package\b/i,
  /\b(wins?|won|named)\b[^.]*\baward\b|\b(partner|company|agency|startup|provider) of the year\b/i,
  /\b(more than|over) [\d,]+ (small )?(sellers|partners|businesses|customers|clients|websites)\b/i,
  /\b\d{1,3}(,\d{3})+ (small )?(sellers|partners|businesses|customers|clients|websites)\b/i,
  /\b(twice|three times) as (fast|many)\b/i,
  /\b(nine|eight|seven) in (ten|10)\b/i,
];
const unsourcedArabic = [
  /آلاف|مئات|ملايين|عشرات/,
  /حائز|حائزة|جوائز عالمية|جائزة|شريك العام/,
  /(^|\s)(ثلث|ربع|نصف) /,
  /أكثر من \d+ (بائع|شريك|شركة|عميل)/,
  /بضعف السرعة/,
  /(تسعة|ثمانية|سبعة) من كل عشرة/,
];

/**
 * The company's one office is the one Contact and the footer give (src/content/company.ts), in
 * Dubai: no article or job may place Webbee's office or team in another emirate.
 */
const otherEmirates = {
  en: /Abu Dhabi|Sharjah|Ajman|Umm Al Quwain|Ras Al Khaimah|Fujairah/,
  ar: /أبوظبي|أبو ظبي|الشارقة|عجمان|أم القيوين|رأس الخيمة|الفجيرة/,
};
const ourPlace = {
  en: /\b(office|support team|branch)\b/i,
  ar: /مكتب|فريق الدعم|فرع/,
};

/**
 * A headline that names the starting price without saying what it includes, and the message that
 * stands with it and says so: its text, or for a page title, its description.
 */
const priceWithItsDetail: Record<string, string> = {
  'Your website from {priceFrom}':
    'Domain, hosting, SSL and corporate e-mails included, live in as little as 72 hours.',
  'From {price}':
    'Every package includes your domain and hosting, and everything else your business needs to go online.',
  'Webbee | Professional websites for UAE businesses from {price}':
    'Get a professional business website with domain, hosting and SSL from {price}, ready in 72 hours. No-code CMS, e-commerce with a mobile app, and invoicing for UAE companies.',
  // The drawing's price tag, whose caption is Home's hero text.
  'Packages from {price}':
    'A complete website from {priceFrom} with domain, hosting and SSL included. Update it yourself with our no-code content management system.',
};
const includesDomainAndHosting = (message: string) => /\bdomain\b/i.test(message) && /\bhosting\b/i.test(message);

describe('what the copy claims', () => {
  it('names no count of customers, award or figure the spec does not give, in either edition or the contract', () => {
    const english_ = [...english.map(({ id }) => id), contract].filter((text) =>
      unsourcedEnglish.some((claim) => claim.test(text)),
    );
    const arabic_ = [...arabic.map(({ translation }) => translation), contract].filter((text) =>
      unsourcedArabic.some((claim) => claim.test(text)),
    );
    expect(english_.map((text) => text.slice(0, 120))).toEqual([]);
    expect(arabic_.map((text) => text.slice(0, 120))).toEqual([]);
  });

  it('says, wherever it gives the starting price, that domain and hosting are included', () => {
    const ids = new Set(english.map(({ id }) => id));
    const unclear = english
      .map(({ id }) => id)
      .filter((id) => /\{price(From)?\}/.test(id) && !includesDomainAndHosting(id))
      .filter((id) => !(id in priceWithItsDetail && ids.has(priceWithItsDetail[id])));
    expect(unclear).toEqual([]);
    for (const detail of Object.values(priceWithItsDetail)) expect(includesDomainAndHosting(detail)).toBe(true);
  });

  it('speaks of packages that start from a price, never of one price for all', () => {
    expect(english.map(({ id }) => id).filter((id) => /\bone (clear |package )?price\b/i.test(id))).toEqual([]);
    expect(arabic.map(({ translation }) => translation).filter((text) => /سعر (باقة )?واحد/.test(text))).toEqual([]);
  });

  it('places the company nowhere but the office Contact lists, in its articles and its jobs', () => {
    const { examples } = (parse(contract, { maxAliasCount: -1 }) as OpenApiExamples).components;
    const result = <Body>(name: string) => examples[name].value.Result as Body;
    for (const [locale, suffix] of [
      ['en', ''],
      ['ar', 'Ar'],
    ] as const) {
      const articles = [
        ...result<{ Blogs: ArticleText[] }>(`BlogList${suffix}`).Blogs,
        ...result<{ NewsAndEvents: ArticleText[] }>(`NewsList${suffix}`).NewsAndEvents,
      ];
      const sentences = articles.flatMap((article) => [article.Title, ...article.Description.split(/[.!?؟]|<[^>]+>/)]);
      expect(
        sentences.filter((sentence) => ourPlace[locale].test(sentence) && otherEmirates[locale].test(sentence)),
      ).toEqual([]);
      for (const job of result<{ Location: string }[]>(`Jobs${suffix}`))
        expect(job.Location).toMatch(locale === 'en' ? /Dubai/ : /دبي/);
    }
  });
});
