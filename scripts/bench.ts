// Benchmark, not a test: builds the site, serves it with the production server (nginx from
// deploy/nginx.conf) against Prism and runs Lighthouse on every budgeted route, interleaved with a
// bare page served the same way, measures that page once more without the site's headers, then
// checks the first load's targets (score, LCP against the bare page's, TBT, CLS and bytes). Then,
// with the server still up, taps on a phone profile (scripts/tapBench.ts), and last every route
// again with Prism stopped, as a visitor meets the site while its API is down. BENCH_ONLY=taps
// skips Lighthouse, to work on the taps' timings without waiting for it.
import { execSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import {
  budgetedRoutes,
  CSS_BUDGET_KIB,
  formatTable,
  inlineCssGzipBytes,
  JS_BUDGET_KIB,
  kib,
} from './check-budgets.ts';
import { chromiumFlags } from './chromium.ts';
import { startMockAndNginx } from './servers.ts';
import { formatTapTable, measureTaps, type TapRow } from './tapBench.ts';

const LCP_RATIO_LIMIT = 1.3;
/** With the API down, a page may show its message for a failed read, but not wait long for it. */
const API_DOWN_LCP_RATIO_LIMIT = 1.5;
const TBT_LIMIT_MS = 50;
const CLS_LIMIT = 0;
const PERFORMANCE_SCORE = 100;

const routes = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim()) ?? budgetedRoutes;
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer, not ${runs}`);
const tapRuns = Number(process.env.BENCH_TAP_RUNS ?? 3);
if (!Number.isInteger(tapRuns) || tapRuns < 1)
  throw new Error(`BENCH_TAP_RUNS must be a positive integer, not ${tapRuns}`);
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== 'taps') throw new Error(`BENCH_ONLY can only be taps, not ${only}`);
const withLighthouse = only !== 'taps';
const badRoute = routes.find((route) => !route.startsWith('/'));
if (badRoute !== undefined) throw new Error(`BENCH_ROUTES lists paths such as /,/faq, not ${badRoute}`);

// Set apart on a machine where another checkout runs its own.
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 4013);
const serverPort = Number(process.env.BENCH_PORT ?? 4175);
const started = Date.now();

// The production build, as npm start serves it: with the content it prerenders from the API (Prism).
execSync('npm run build:with-content', { stdio: 'inherit' });

// The bare page goes beside the site's pages, with its compressed copies as scripts/compress.ts
// writes them, so the production server (deploy/nginx.conf) sends it as it sends them: the ratio
// compares pages, not servers, headers or compression.
const barePage = join('dist', 'bench-bare-page.html');
const bareHtml = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head><body><h1>Your professional business website, ready in 72 hours</h1><p>A domain, hosting and SSL from AED 1499, with a no-code CMS, e-commerce and a mobile app for UAE companies.</p><a href="/">Get started</a></body></html>',
);
writeFileSync(barePage, bareHtml);
writeFileSync(`${barePage}.br`, brotliCompressSync(bareHtml));
writeFileSync(`${barePage}.gz`, gzipSync(bareHtml, { level: 9 }));
const removeBarePage = () => {
  for (const file of [barePage, `${barePage}.br`, `${barePage}.gz`]) rmSync(file, { force: true });
};
process.on('exit', removeBarePage);

const { baseUrl, stop, stopApi } = await startMockAndNginx({ mockPort, port: serverPort });
const bareUrl = `${baseUrl}/bench-bare-page`;

// The same bare page with none of the site's headers. Cross-Origin-Opener-Policy puts a page in a
// browsing context group of its own, so Lighthouse's navigation from about:blank commits it in a
// new renderer process, a main-thread task the bare page above pays too: this one shows the floor
// without it, apart from what the site's pages cost.
const headerlessServer = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(bareHtml);
});
await new Promise<void>((listening) => headerlessServer.listen(0, '127.0.0.1', listening));
const headerlessBareUrl = `http://127.0.0.1:${(headerlessServer.address() as AddressInfo).port}/`;
const chrome = withLighthouse
  ? await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', ...chromiumFlags],
    })
  : undefined;

// Lighthouse 13's defaults (mobile, simulated throttling); only the performance category, which
// holds every target here and takes two thirds of the time of all four.
let lighthouseVersion = '';
const audit = async (url: string, attemptsLeft = 2): Promise<Result> => {
  const result = await lighthouse(url, { port: chrome!.port, logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  lighthouseVersion = lhr.lighthouseVersion;
  // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing about the page: run it again.
  if (lhr.runtimeError && attemptsLeft > 0) return audit(url, attemptsLeft - 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
};

const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id].numericValue;
  if (value === undefined) throw new Error(`${lhr.finalDisplayedUrl}: ${id} has no value`);
  return value;
};

const tableItems = (lhr: Result, id: string) => {
  const { details, scoreDisplayMode, errorMessage } = lhr.audits[id];
  if (scoreDisplayMode === 'error') throw new Error(`${lhr.finalDisplayedUrl}: ${id} failed: ${errorMessage}`);
  return details?.type === 'table' ? details.items : [];
};

const bytes = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Which element Lighthouse took as the LCP: the first thing to look at when the ratio misses. */
const lcpElement = (lhr: Result) => {
  const details = lhr.audits['lcp-breakdown-insight'].details;
  const node = details?.type === 'list' ? details.items.find((item) => item.type === 'node') : undefined;
  return node?.type === 'node' ? `${node.selector} "${node.nodeLabel}"` : undefined;
};

const measure = (lhr: Result) => {
  const score = lhr.categories.performance.score;
  if (score === null) throw new Error(`${lhr.finalDisplayedUrl}: no performance score`);
  const requests = tableItems(lhr, 'network-requests');
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const metrics = lhr.audits.metrics.details;
  const observed = (metrics?.type === 'debugdata' ? (metrics.items as unknown[] | undefined)?.[0] : undefined) as
    { observedLoad?: number } | undefined;
  const observedLoad = Number(observed?.observedLoad);
  if (!Number.isFinite(observedLoad)) throw new Error(`${lhr.finalDisplayedUrl}: no observed load time`);
  const stylesheets = new Set(
    requests.filter((request) => request.resourceType === 'Stylesheet').map(({ url }) => url),
  );
  return {
    performance: Math.round(score * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    lcpElement: lcpElement(lhr),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    // What the page fetched before it went idle: the scripts requested before its load event. The
    // page's loader asks for its scripts only once the page has loaded and the browser has a quiet
    // moment, so those come after; Lighthouse waits for them, and they are counted apart, with the
    // time they take on the main thread in TBT. Transfer sizes include each response's headers, a
    // few hundred bytes that splitting into many small chunks really does cost.
    jsBytesBeforeIdle: scripts
      .filter((request) => (request.networkRequestTime as number) < observedLoad)
      .reduce((total, request) => total + bytes(request.transferSize), 0),
    jsBytes: scripts.reduce((total, request) => total + bytes(request.transferSize), 0),
    // The trace's own render-blocking verdict, narrowed to stylesheets: scripts are budgeted above.
    blockingStylesheetBytes: tableItems(lhr, 'render-blocking-insight')
      .filter((item) => stylesheets.has(item.url))
      .reduce((total, item) => total + bytes(item.totalBytes), 0),
  };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

type Run = ReturnType<typeof measure>;
let audits = 0;
const totalAudits = 1 + 2 * routes.length * runs * 2 + runs;
const progress = (label: string, run: Run) =>
  console.error(
    `[${++audits}/${totalAudits}] ${label}: LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, score ${run.performance}`,
  );

const benchRoute = async (route: string, api: 'up' | 'down' = 'up') => {
  const url = `${baseUrl}${route}`;
  const label = api === 'up' ? route : `${route} with the API down`;
  const routeRuns: Run[] = [];
  const bareRuns: Run[] = [];
  const auditBare = async () => {
    bareRuns.push(measure(await audit(bareUrl)));
    progress(`${label} run ${bareRuns.length}, bare page`, bareRuns[bareRuns.length - 1]);
  };
  const auditRoute = async () => {
    routeRuns.push(measure(await audit(url)));
    progress(`${label} run ${routeRuns.length}`, routeRuns[routeRuns.length - 1]);
  };
  for (let run = 0; run < runs; run++) {
    // Alternating which goes first spreads drift on a busy machine evenly over the route and the bare page.
    for (const step of run % 2 === 0 ? [auditBare, auditRoute] : [auditRoute, auditBare]) await step();
  }

  const of = (key: Exclude<keyof Run, 'lcpElement'>) => median(routeRuns.map((run) => run[key]));
  const lcpMs = of('lcpMs');
  const bareLcpMs = median(bareRuns.map((run) => run.lcpMs));
  // The bare page has no script at all: its TBT and score are what this browser and machine cost
  // any page, the floor beneath the route's.
  const bareTbtMs = median(bareRuns.map((run) => run.tbtMs));
  const barePerformance = median(bareRuns.map((run) => run.performance));
  const inlineCssBytes = inlineCssGzipBytes(await (await fetch(url)).text());
  return {
    route,
    performance: of('performance'),
    lcpMs,
    bareLcpMs,
    lcpRatio: lcpMs / bareLcpMs,
    tbtMs: of('tbtMs'),
    bareTbtMs,
    barePerformance,
    cls: of('cls'),
    jsBeforeIdleKiB: kib(of('jsBytesBeforeIdle')),
    jsKiB: kib(of('jsBytes')),
    cssKiB: kib(of('blockingStylesheetBytes') + inlineCssBytes),
    inlineCssKiB: kib(inlineCssBytes),
    runs: routeRuns,
    bareRuns,
  };
};

const results: Awaited<ReturnType<typeof benchRoute>>[] = [];
const apiDownResults: typeof results = [];
const headerlessBareRuns: Run[] = [];
let taps: { rows: TapRow[]; misses: string[] };
try {
  if (chrome) {
    // A fresh browser's first load pays for its start-up, which would flatter the first route's ratio.
    progress('warm-up, bare page', measure(await audit(bareUrl)));
    for (const route of routes) results.push(await benchRoute(route));
    for (let run = 0; run < runs; run++) {
      headerlessBareRuns.push(measure(await audit(headerlessBareUrl)));
      progress(`bare page without the site's headers, run ${run + 1}`, headerlessBareRuns[run]);
    }
  }
  taps = await measureTaps(baseUrl, tapRuns);
  if (chrome) {
    stopApi();
    for (const route of routes) apiDownResults.push(await benchRoute(route, 'down'));
  }
} finally {
  chrome?.kill();
  stop();
  headerlessServer.close();
}
const headerlessBare = {
  performance: median(headerlessBareRuns.map((run) => run.performance)),
  lcpMs: median(headerlessBareRuns.map((run) => run.lcpMs)),
  tbtMs: median(headerlessBareRuns.map((run) => run.tbtMs)),
};

const lighthouseMisses = results.flatMap((result) => {
  const missed = (isMissed: boolean, text: string) => (isMissed ? [`${result.route}: ${text}`] : []);
  return [
    ...missed(result.performance < PERFORMANCE_SCORE, `performance ${result.performance} < ${PERFORMANCE_SCORE}`),
    ...missed(result.lcpRatio > LCP_RATIO_LIMIT, `LCP ratio ${result.lcpRatio.toFixed(2)} > ${LCP_RATIO_LIMIT}`),
    ...missed(result.tbtMs > TBT_LIMIT_MS, `TBT ${Math.round(result.tbtMs)} ms > ${TBT_LIMIT_MS} ms`),
    ...missed(result.cls > CLS_LIMIT, `CLS ${result.cls.toFixed(3)} > ${CLS_LIMIT}`),
    ...missed(
      result.jsBeforeIdleKiB > JS_BUDGET_KIB,
      `JS before idle ${result.jsBeforeIdleKiB.toFixed(1)} KiB > ${JS_BUDGET_KIB} KiB`,
    ),
    ...missed(result.cssKiB > CSS_BUDGET_KIB, `CSS ${result.cssKiB.toFixed(1)} KiB > ${CSS_BUDGET_KIB} KiB`),
  ];
});
const apiDownMisses = apiDownResults
  .filter((result) => result.lcpRatio > API_DOWN_LCP_RATIO_LIMIT)
  .map(
    (result) =>
      `${result.route} with the API down: LCP ratio ${result.lcpRatio.toFixed(2)} > ${API_DOWN_LCP_RATIO_LIMIT}`,
  );
const misses = [...lighthouseMisses, ...apiDownMisses, ...taps.misses];
const minutes = (Date.now() - started) / 60_000;

if (withLighthouse) {
  console.log(`\nLighthouse ${lighthouseVersion}, mobile, simulated throttling: median of ${runs} runs per route`);
  console.log(
    formatTable(
      [
        'route',
        'perf',
        'LCP ms',
        'bare LCP ms',
        'ratio',
        'TBT ms',
        'bare TBT ms',
        'bare perf',
        'CLS',
        'JS before idle KiB',
        'JS in all KiB',
        'CSS KiB',
      ],
      results.map((result) => [
        result.route,
        result.performance,
        Math.round(result.lcpMs),
        Math.round(result.bareLcpMs),
        result.lcpRatio.toFixed(2),
        Math.round(result.tbtMs),
        Math.round(result.bareTbtMs),
        result.barePerformance,
        result.cls.toFixed(3),
        result.jsBeforeIdleKiB.toFixed(1),
        result.jsKiB.toFixed(1),
        result.cssKiB.toFixed(1),
      ]),
    ),
  );
  console.log(`\nWith the API down (every call fails), median of ${runs} runs per route`);
  console.log(
    formatTable(
      ['route', 'perf', 'LCP ms', 'bare LCP ms', 'ratio', 'TBT ms', 'CLS'],
      apiDownResults.map((result) => [
        result.route,
        result.performance,
        Math.round(result.lcpMs),
        Math.round(result.bareLcpMs),
        result.lcpRatio.toFixed(2),
        Math.round(result.tbtMs),
        result.cls.toFixed(3),
      ]),
    ),
  );
  console.log(
    `The bare page without the site's headers: performance ${headerlessBare.performance}, LCP ${Math.round(headerlessBare.lcpMs)} ms, TBT ${Math.round(headerlessBare.tbtMs)} ms`,
  );
}
console.log(formatTapTable(taps.rows));
console.log(misses.length > 0 ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
console.log(`${audits} Lighthouse runs, ${minutes.toFixed(1)} min including the build`);

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouseVersion,
      runs,
      minutes,
      targets: {
        performance: PERFORMANCE_SCORE,
        lcpRatio: LCP_RATIO_LIMIT,
        apiDownLcpRatio: API_DOWN_LCP_RATIO_LIMIT,
        tbtMs: TBT_LIMIT_MS,
        cls: CLS_LIMIT,
        jsKiB: JS_BUDGET_KIB,
        cssKiB: CSS_BUDGET_KIB,
      },
      results,
      apiDownResults,
      headerlessBare: { ...headerlessBare, runs: headerlessBareRuns },
      taps: taps.rows,
      misses,
    },
    null,
    2,
  ),
);
process.exitCode = misses.length > 0 ? 1 : 0;
