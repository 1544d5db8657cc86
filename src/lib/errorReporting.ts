import type * as SentrySdk from './sentrySdk';
import { whenPageIdle } from './pageIdle';

/** Where an error was caught: an error boundary, or the window's last-resort handlers. */
export type ErrorSource = 'boundary' | 'window' | 'unhandled-rejection';

interface ErrorContext {
  source: ErrorSource;
  /** The components the error passed through, from a boundary. */
  componentStack?: string;
}

// An error thrown in a loop (a render, a timer) would otherwise send a report on every turn.
const maxReportsPerPage = 20;
let reportsSent = 0;

const summary = (error: unknown) =>
  error instanceof Error
    ? {
        name: error.name,
        message: error.message,
        stack: error.stack,
        cause: error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined,
      }
    : { name: 'NonError', message: String(error) };

const beacon = (url: string, error: unknown, context: ErrorContext) =>
  navigator.sendBeacon(
    url,
    // As text, a cross-origin collector gets the JSON without a CORS preflight, which a beacon cannot make.
    JSON.stringify({
      ...summary(error),
      ...context,
      // The path only: a query string may carry what a visitor typed.
      page: window.location.pathname,
      userAgent: navigator.userAgent,
      time: new Date().toISOString(),
    }),
  );

let sentryLoad: Promise<typeof SentrySdk> | undefined;

const sentry = (dsn: string) =>
  (sentryLoad ??= import('./sentrySdk').then((sdk) => {
    sdk.init({
      dsn,
      // The handlers below report window errors already; Sentry's own would send each one twice.
      integrations: (defaults) => defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
    });
    return sdk;
  }));

/**
 * Sends an error to `VITE_ERROR_REPORT_URL` as a beacon and to Sentry when `VITE_SENTRY_DSN` is set;
 * with neither, does nothing, and the build leaves Sentry's SDK out.
 */
export function reportSiteError(error: unknown, context: ErrorContext): void {
  const reportUrl = import.meta.env.VITE_ERROR_REPORT_URL;
  const sentryDsn = import.meta.env.VITE_SENTRY_DSN;
  if ((!reportUrl && !sentryDsn) || reportsSent >= maxReportsPerPage) return;
  reportsSent += 1;
  if (reportUrl) beacon(reportUrl, error, context);
  if (sentryDsn)
    void sentry(sentryDsn).then(
      (sdk) => {
        sdk.captureException(error, {
          tags: { source: context.source },
          contexts: context.componentStack ? { react: { componentStack: context.componentStack } } : undefined,
        });
      },
      // The SDK's own chunk failed to load: there is nowhere left to report to.
      () => undefined,
    );
}

/** Reports what no boundary catches: errors thrown in handlers and timers, and rejections nobody handled. */
export function startErrorReporting(): void {
  const sentryDsn = import.meta.env.VITE_SENTRY_DSN;
  if (!import.meta.env.VITE_ERROR_REPORT_URL && !sentryDsn) return;
  window.addEventListener('error', (event) => reportSiteError(event.error ?? event.message, { source: 'window' }));
  window.addEventListener('unhandledrejection', (event) =>
    reportSiteError(event.reason, { source: 'unhandled-rejection' }),
  );
  // Ready before the first error, without competing with the page's own code.
  if (sentryDsn) void whenPageIdle().then(() => sentry(sentryDsn).catch(() => undefined));
}
