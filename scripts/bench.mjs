// Benchmark, not a test: builds the site, serves it against Prism and runs Lighthouse (mobile,
// simulated throttling) 3 times on / and on a bare reference page, then checks the targets.
import { execSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startMockAndPreview } from './servers.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const mockPort = 4012;
const previewPort = 4175;
const referencePort = 4176;
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, initialJsKb: 120 };

// Canonical links must name the origin Lighthouse loads, or its SEO audit rightly fails them.
execSync('npm run build', {
  stdio: 'inherit',
  env: { ...process.env, VITE_SITE_URL: `http://127.0.0.1:${previewPort}` },
});

const gzipKb = (files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join('dist', file))).length, 0) / 1024;

/** What the first load of / fetches: the stylesheet, the entry and its imports, and the Home page chunk with its imports. */
const initialAssets = () => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/features/home/HomePage.tsx');
  const stylesheets = [
    ...readFileSync('dist/index.html', 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1]);
  return { js: [...seen].map((key) => manifest[key].file), css: stylesheets };
};

const referenceDir = 'bench-results/reference';
mkdirSync(referenceDir, { recursive: true });
copyFileSync('public/images/covers/launch.svg', join(referenceDir, 'cover.svg'));
writeFileSync(
  join(referenceDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title><meta name="description" content="A bare page to compare against."></head><body><h1>Your professional business website, ready in 72 hours</h1><img src="/cover.svg" width="600" height="338" alt="A rocket"></body></html>',
);
const reference = createServer((request, response) => {
  const file = request.url === '/cover.svg' ? 'cover.svg' : 'index.html';
  response.writeHead(200, { 'content-type': file.endsWith('.svg') ? 'image/svg+xml' : 'text/html' });
  response.end(readFileSync(join(referenceDir, file)));
}).listen(referencePort, '127.0.0.1');

const { baseUrl, stop } = await startMockAndPreview({ mockPort, previewPort });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const audit = async (url) => {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    results.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      'best-practices': lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      speedIndexMs: lhr.audits['speed-index'].numericValue,
      failing: Object.values(lhr.audits)
        .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
        .map((entry) => entry.id),
    });
  }
  const medians = Object.fromEntries(
    ['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs'].map(
      (key) => [key, median(results.map((result) => result[key]))],
    ),
  );
  return { ...medians, failing: [...new Set(results.flatMap((result) => result.failing))] };
};

try {
  const site = await audit(`${baseUrl}/`);
  const bare = await audit(`http://127.0.0.1:${referencePort}/`);
  const assets = initialAssets();
  const report = {
    runs,
    site,
    reference: bare,
    lcpRatio: Number((site.lcpMs / bare.lcpMs).toFixed(2)),
    initialJsKbGzip: Number(gzipKb(assets.js).toFixed(1)),
    initialCssKbGzip: Number(gzipKb(assets.css).toFixed(1)),
    initialFiles: assets,
  };
  writeFileSync('bench-results/bench.json', JSON.stringify(report, null, 2));

  console.log(`\nLighthouse, mobile, simulated throttling, median of ${runs} runs`);
  console.table({
    '/': {
      performance: site.performance,
      accessibility: site.accessibility,
      'best practices': site['best-practices'],
      seo: site.seo,
      'LCP ms': Math.round(site.lcpMs),
      'FCP ms': Math.round(site.fcpMs),
      'TBT ms': Math.round(site.tbtMs),
      CLS: site.cls.toFixed(3),
      'SI ms': Math.round(site.speedIndexMs),
    },
    reference: {
      performance: bare.performance,
      accessibility: bare.accessibility,
      'best practices': bare['best-practices'],
      seo: bare.seo,
      'LCP ms': Math.round(bare.lcpMs),
      'FCP ms': Math.round(bare.fcpMs),
      'TBT ms': Math.round(bare.tbtMs),
      CLS: bare.cls.toFixed(3),
      'SI ms': Math.round(bare.speedIndexMs),
    },
  });
  console.log(`LCP ratio (/ to reference): ${report.lcpRatio}`);
  console.log(`Initial JS: ${report.initialJsKbGzip} KB gzip, initial CSS: ${report.initialCssKbGzip} KB gzip`);
  if (site.failing.length) console.log(`Audits not passed on /: ${site.failing.join(', ')}`);

  const missed = [
    ...['performance', 'accessibility', 'best-practices', 'seo']
      .filter((key) => site[key] < targets[key])
      .map((key) => `${key} ${site[key]} < ${targets[key]}`),
    ...(report.initialJsKbGzip > targets.initialJsKb
      ? [`initial JS ${report.initialJsKbGzip} KB > ${targets.initialJsKb} KB`]
      : []),
  ];
  console.log(missed.length ? `\nTargets missed: ${missed.join('; ')}` : '\nAll targets met.');
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await chrome.kill();
  reference.close();
  stop();
}
