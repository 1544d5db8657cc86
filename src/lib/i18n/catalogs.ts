import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

// Compiled from the .po files by @lingui/vite-plugin: each area's catalog is a chunk of its own.
const catalogFiles = import.meta.glob<{ messages: Messages }>('/src/locales/*/*.po');

/** A catalog: one of `shellCatalogs` or a folder of src/features (lingui.config.ts). */
export type CatalogArea = string;

/** The catalogs every page needs, whatever its area: the shell's words and the shared components'. */
export const shellCatalogs: CatalogArea[] = ['site', 'parts'];

const catalogFile = (locale: Locale, area: CatalogArea) => `/src/locales/${locale}/${area}.po`;

/** The source path of a catalog, as the build manifest names its chunk. */
export const catalogSource = (locale: Locale, area: CatalogArea) => catalogFile(locale, area).slice(1);

// One Lingui instance per edition: the prerender renders both in one process.
const instances = new Map<Locale, I18n>();
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

export const isCatalogLoaded = (locale: Locale, area: CatalogArea) => loaded.has(catalogFile(locale, area));

/** Loads an area's messages into the edition's instance, once; a failed load is tried again next time. */
export function loadCatalog(locale: Locale, area: CatalogArea): Promise<void> {
  const file = catalogFile(locale, area);
  const pending = loads.get(file);
  if (pending) return pending;
  const importCatalog = catalogFiles[file];
  if (!importCatalog) return Promise.reject(new Error(`There is no catalog ${file}`));
  const load = importCatalog().then(
    ({ messages }) => {
      i18nFor(locale).load(locale, messages);
      loaded.add(file);
    },
    (error: unknown) => {
      loads.delete(file);
      throw error;
    },
  );
  loads.set(file, load);
  return load;
}

/** Every catalog of an edition: for the prerender, which renders every page, and for tests and stories. */
export const loadEveryCatalog = (locale: Locale) =>
  Promise.all(
    Object.keys(catalogFiles)
      .filter((file) => file.startsWith(`/src/locales/${locale}/`))
      .map((file) => loadCatalog(locale, file.slice(file.lastIndexOf('/') + 1, -'.po'.length))),
  );
