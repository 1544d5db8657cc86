// CSS module class names for the production build. postcss-modules' default, `_navLink_1rieg_66`,
// repeats a readable name, a hash of the file's CSS and a line number on every element that uses it:
// a few hundred bytes of each page's brotli HTML, which must fit the first round trip.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/** How many base64url characters of the hash a name keeps: 64^5, a billion names for a few hundred classes. */
const HASH_LENGTH = 5;

/**
 * A `generateScopedName` for Vite's `css.modules` (postcss-modules): `_` and a hash of the class's
 * file, relative to `root`, and its local name. The client and server builds, run apart, name a
 * class alike, and two classes that would share a name stop the build instead of sharing a style.
 */
export function shortCssModuleNames(root: string) {
  const owners = new Map<string, string>();
  return (localName: string, fileName: string): string => {
    const owner = `${relative(root, fileName.split('?')[0]).split('\\').join('/')}:${localName}`;
    const name = `_${createHash('sha256').update(owner).digest('base64url').slice(0, HASH_LENGTH)}`;
    const earlier = owners.get(name);
    if (earlier !== undefined && earlier !== owner)
      throw new Error(`CSS module classes ${earlier} and ${owner} would both be named ${name}`);
    owners.set(name, owner);
    return name;
  };
}
