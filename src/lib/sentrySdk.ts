// Only what errorReporting.ts uses: a dynamic import of '@sentry/browser' itself keeps every one of
// its exports, where these two and what they need are a small share of it.
export { captureException, init } from '@sentry/browser';
