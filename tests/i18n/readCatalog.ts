import { readFileSync } from 'node:fs';

export const catalogDir = 'src/locales';

export interface CatalogEntry {
  id: string;
  translation: string;
  /** What tells a message apart from another of the same words: its msgctxt and msgid, as gettext joins them. */
  key: string;
}

/** The entries of a .po file, with msgid and msgstr joined across their continuation lines. */
export function readCatalog(file: string): CatalogEntry[] {
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  const entries: CatalogEntry[] = [];
  let field: 'id' | 'translation' | undefined;
  let entry: CatalogEntry | undefined;
  let context: string | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgctxt ')) {
      context = unquote(line);
    } else if (line.startsWith('msgid ')) {
      const id = unquote(line);
      entry = { id, translation: '', key: context === undefined ? id : `${context}\u0004${id}` };
      entries.push(entry);
      context = undefined;
      field = 'id';
    } else if (line.startsWith('msgstr ') && entry) {
      entry.translation = unquote(line);
      field = 'translation';
    } else if (line.startsWith('"') && entry && field) {
      entry[field] += unquote(line);
    } else field = undefined;
  }
  // The header entry (empty msgid) carries the file's metadata, not a message.
  return entries.filter((candidate) => candidate.id !== '');
}
