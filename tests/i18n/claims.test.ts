// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogDir, readCatalog, type CatalogEntry } from './readCatalog';

const areas = readdirSync(join(catalogDir, 'en')).filter((file) => file.endsWith('.po'));
const entriesOf = (locale: 'en' | 'ar'): CatalogEntry[] =>
  areas.flatMap((area) => readCatalog(join(catalogDir, locale, area)));
const english = entriesOf('en');
const arabic = entriesOf('ar');
// The contract's examples are what the mock, the stories and the prerendered pages show.
const contract = readFileSync('openapi.yaml', 'utf8');

/**
 * Figures the spec gives no source for (its facts: section 1 and section 9): how many customers the
 * company has, awards, a share of a customer's takings. A visitor comparing companies takes them at
 * their word, so the copy says only what the spec says.
 */
const unsourcedEnglish = [
  /\b(thousands|hundreds|millions|dozens) of\b/i,
  /\baward-winning\b|\bawarded\b/i,
  /\d[\d,]*\s*\+\s*(customers|businesses|clients|websites)/i,
  /\b(a third|a quarter|half) of (our|their|your)\b/i,
  /\bpaid for (the|our|its) package\b/i,
];
const unsourcedArabic = [/آلاف|مئات|ملايين|عشرات/, /حائز|حائزة|جوائز عالمية/, /(^|\s)(ثلث|ربع|نصف) /];

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
});
