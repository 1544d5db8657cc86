import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

// Compiled from the .po files by @lingui/vite-plugin: each area's catalog is a chunk of its own.
// The glob is relative to this file, not to the project root: Ladle builds from a root of its own,
// where a root-relative glob found no catalog and every story showed message ids, not words.
const catalogFiles = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

/** A catalog: one of `shellCatalogs` or a folder of src/features (lingui.config.ts). */
export type CatalogArea = string;

/** The catalogs every page needs, whatever its area: the shell's words and the shared components'. */
export const shellCatalogs: CatalogArea[] = ['site', 'parts'];

const catalogFile = (locale: Locale, area: CatalogArea) => `../../locales/${locale}/${area}.po`;

/** The source path of a catalog, as the build manifest names its chunk. */
export const catalogSource = (locale: Locale, area: CatalogArea) => `src/locales/${locale}/${area}.po`;

// The browser's instance per edition. The prerender gives each page one of its own (i18nForPage).
const instances = new Map<Locale, I18n>();
// Each catalog's messages, fetched once; a failed fetch is forgotten, so the next load tries again.
const fetched = new Map<string, Promise<Messages>>();
const arrived = new Map<string, Messages>();
// What each instance is loading or has loaded, by catalog file: one promise for React's `use` to wait on.
const loadsInto = new WeakMap<I18n, Map<string, Promise<void>>>();

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

function messagesOf(file: string): Promise<Messages> {
  let messages = fetched.get(file);
  if (!messages) {
    const importCatalog = catalogFiles[file];
    if (!importCatalog) return Promise.reject(new Error(`There is no catalog ${file}`));
    messages = importCatalog().then(
      (module) => {
        arrived.set(file, module.messages);
        return module.messages;
      },
      (error: unknown) => {
        fetched.delete(file);
        throw error;
      },
    );
    fetched.set(file, messages);
  }
  return messages;
}

/**
 * Whether an instance has an area's messages. Read from its messages, not by the instance: the
 * instance a component gets from Lingui's context is a new Proxy of it after every change.
 */
export function isCatalogLoaded(i18n: I18n, locale: Locale, area: CatalogArea): boolean {
  const messages = arrived.get(catalogFile(locale, area));
  const held = i18n.messages;
  return messages !== undefined && Object.keys(messages).every((id) => id in held);
}

/**
 * Loads an area's messages into an instance (the edition's own unless one is given), once per
 * instance, and always the same promise for it, so a component can wait on it with `use`.
 */
export function loadCatalog(locale: Locale, area: CatalogArea, i18n = i18nFor(locale)): Promise<void> {
  const file = catalogFile(locale, area);
  const loads = loadsInto.get(i18n) ?? new Map<string, Promise<void>>();
  loadsInto.set(i18n, loads);
  const known = loads.get(file);
  if (known) return known;
  const load = messagesOf(file).then(
    (messages) => i18n.load(locale, messages),
    (error: unknown) => {
      loads.delete(file);
      throw error;
    },
  );
  loads.set(file, load);
  return load;
}

/**
 * An instance holding exactly the catalogs a page loads in the browser (`areas`), for the
 * prerender: a page rendered with more would show words its hydration does not have.
 */
export async function i18nForPage(locale: Locale, areas: CatalogArea[]): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  await Promise.all(areas.map((area) => loadCatalog(locale, area, i18n)));
  return i18n;
}

/** Every catalog of an edition, for tests and stories, which render any component in any edition. */
export const loadEveryCatalog = (locale: Locale) =>
  Promise.all(
    Object.keys(catalogFiles)
      .filter((file) => file.startsWith(`../../locales/${locale}/`))
      .map((file) => loadCatalog(locale, file.slice(file.lastIndexOf('/') + 1, -'.po'.length))),
  );
