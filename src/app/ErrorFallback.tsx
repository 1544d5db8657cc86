import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PartBoundary } from '@/components/PartBoundary';
import { PartLoadError } from '@/lib/retryableLazy';

interface ErrorFallbackProps {
  error: Error;
  /** Imports the page's code again; offered when that code failed to load. */
  onRetry?: () => void;
}

/**
 * What a visitor sees in a page's place: when its code didn't load, a plain message and Retry; when
 * it crashed, the spec's heading and a way home. The error's own text, which may name internal URLs,
 * shows only in development.
 */
export function ErrorFallback({ error, onRetry }: ErrorFallbackProps) {
  const loadFailed = error instanceof PartLoadError;
  return (
    <Container size="sm" py={160}>
      {/* The page's own title went with it, and a document without one is nameless to screen readers. */}
      <title>{`${loadFailed ? "This page didn't load" : 'Unexpected Application Error!'} | Webbee`}</title>
      <Stack align="flex-start" gap="md" role="alert">
        <Title order={1}>{loadFailed ? "This page didn't load" : 'Unexpected Application Error!'}</Title>
        <Text>
          {loadFailed ? 'Check your connection and try again.' : 'Something went wrong while showing this page.'}
        </Text>
        {import.meta.env.DEV && !loadFailed && (
          <Text component="pre" style={{ whiteSpace: 'pre-wrap' }}>
            {error.message}
          </Text>
        )}
        {loadFailed && onRetry ? (
          <Button onClick={onRetry}>Retry</Button>
        ) : (
          <Button component="a" href="/">
            Back to the home page
          </Button>
        )}
      </Stack>
    </Container>
  );
}

/** A page's boundary: a failure in it leaves the header and footer working. */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <PartBoundary fallback={({ error, onRetry }) => <ErrorFallback error={error} onRetry={onRetry} />}>
      {children}
    </PartBoundary>
  );
}
