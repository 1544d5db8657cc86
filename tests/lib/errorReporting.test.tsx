import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PartBoundary } from '@/components/PartBoundary';
import { reportSiteError, startErrorReporting } from '@/lib/errorReporting';
import { startFieldSpeedReporting } from '@/lib/fieldSpeed';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('@sentry/browser', () => sentry);
vi.mock('web-vitals', () => {
  const metric = (name: string, value: number) => (report: (metric: object) => void) =>
    report({ name, value, rating: 'good', delta: value, id: `v5-${name}`, navigationType: 'navigate' });
  return { onLCP: metric('LCP', 1200), onINP: metric('INP', 80), onCLS: metric('CLS', 0) };
});

const reportUrl = 'https://errors.webbee.test/report';
let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;

beforeEach(() => {
  sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  sentry.init.mockClear();
  sentry.captureException.mockClear();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const sentBodies = () => sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as Record<string, unknown>);

const Crashing = () => {
  throw new Error('Cannot read the price list');
};

describe('error reporting', () => {
  it('sends nothing and loads no SDK when nothing is configured', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PartBoundary fallback={() => null}>
        <Crashing />
      </PartBoundary>,
    );
    reportSiteError(new Error('Lost'), { source: 'window' });
    await Promise.resolve();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it("sends what a boundary caught to VITE_ERROR_REPORT_URL as a beacon, with the page's path only", () => {
    vi.stubEnv('VITE_ERROR_REPORT_URL', reportUrl);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/contact?email=fatima@alnoorflowers.ae');
    render(
      <PartBoundary fallback={() => null}>
        <Crashing />
      </PartBoundary>,
    );
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0][0]).toBe(reportUrl);
    const [report] = sentBodies();
    expect(report).toMatchObject({
      name: 'Error',
      message: 'Cannot read the price list',
      source: 'boundary',
      page: '/contact',
    });
    expect(report.componentStack).toContain('Crashing');
    expect(JSON.stringify(report)).not.toContain('fatima');
  });

  it("reports the window's errors and unhandled rejections once started", () => {
    vi.stubEnv('VITE_ERROR_REPORT_URL', reportUrl);
    startErrorReporting();
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('Too far'), message: 'Too far' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('Nobody waited') }));
    expect(sentBodies()).toEqual([
      expect.objectContaining({ name: 'RangeError', message: 'Too far', source: 'window' }),
      expect.objectContaining({ message: 'Nobody waited', source: 'unhandled-rejection' }),
    ]);
  });

  it('sends to Sentry, loading its SDK, when VITE_SENTRY_DSN is set', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@o1.ingest.sentry.io/2');
    const error = new Error('Checkout broke');
    reportSiteError(error, { source: 'boundary', componentStack: '\n    at Checkout' });
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalled());
    expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://key@o1.ingest.sentry.io/2' }));
    expect(sentry.captureException).toHaveBeenCalledWith(error, {
      tags: { source: 'boundary' },
      contexts: { react: { componentStack: '\n    at Checkout' } },
    });
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('field speed', () => {
  it('sends LCP, INP and CLS to the RUM URL as beacons of JSON', async () => {
    window.history.replaceState(null, '', '/webbeecart');
    await startFieldSpeedReporting('https://rum.webbee.test/vitals');
    expect(sendBeacon.mock.calls.map(([url]) => url)).toEqual(Array(3).fill('https://rum.webbee.test/vitals'));
    expect(sentBodies()).toEqual([
      expect.objectContaining({ name: 'LCP', value: 1200, rating: 'good', page: '/webbeecart' }),
      expect.objectContaining({ name: 'INP', value: 80 }),
      expect.objectContaining({ name: 'CLS', value: 0 }),
    ]);
  });
});
