// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, which nginx
// serves as they are (brotli_static, gzip_static): the strongest levels, paid once at build time.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = 'dist';
const text = /\.(html|js|css|svg|xml|txt|json)$/;

let written = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !text.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const source = readFileSync(path);
  const copies = {
    br: brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [extension, copy] of Object.entries(copies)) {
    // A tiny file can grow when compressed; without a copy nginx sends the original.
    if (copy.length >= source.length) continue;
    writeFileSync(`${path}.${extension}`, copy);
    written += 1;
  }
}
console.log(`compressed: ${written} .br and .gz copies in dist/`);
