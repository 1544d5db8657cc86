import { inflateSync } from 'node:zlib';

const woffSignature = 0x774f4646; // 'wOFF'
const woffHeaderSize = 44;
const woffEntrySize = 20;
const sfntHeaderSize = 12;
const sfntEntrySize = 16;

const padded = (length: number) => (length + 3) & ~3;

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file (W3C WOFF, section 4-5): the same tables, each
 * inflated when it was compressed, behind a plain sfnt header. resvg reads sfnt fonts only, and
 * @fontsource ships its static faces as WOFF 1.0 beside the woff2 the site serves.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < woffHeaderSize || woff.readUInt32BE(0) !== woffSignature) {
    throw new Error('Not a WOFF 1.0 file');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = woffHeaderSize + index * woffEntrySize;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table does not inflate to its declared length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  const directorySize = sfntHeaderSize + numTables * sfntEntrySize;
  const sfnt = Buffer.alloc(directorySize + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  // The binary-search fields every sfnt header carries (OpenType, "Table directory").
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * sfntEntrySize;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * sfntEntrySize - searchRange, 10);

  // WOFF keeps the directory sorted by tag, as sfnt wants it; the data follows in the same order.
  let offset = directorySize;
  tables.forEach((table, index) => {
    const entry = sfntHeaderSize + index * sfntEntrySize;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
