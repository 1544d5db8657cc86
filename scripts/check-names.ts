// Fails when two tracked paths differ only in case: on macOS and Windows they are one file.
import { execFileSync } from 'node:child_process';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const withoutExtension = (path: string) => path.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '');
const seen = new Map<string, string>();
const clashes: string[] = [];
for (const path of tracked) {
  const key = withoutExtension(path).toLowerCase();
  const earlier = seen.get(key);
  if (earlier !== undefined && earlier !== path) clashes.push(`${earlier} ~ ${path}`);
  else seen.set(key, path);
}
if (clashes.length > 0) {
  console.error(`Paths that differ only in case or extension:\n  ${clashes.join('\n  ')}`);
  process.exit(1);
}
console.log(`${tracked.length} tracked paths, none differ only in case`);
