import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PartBoundary } from '@/components/PartBoundary';
import { localizedPath } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';
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
  const { t } = useLingui();
  const locale = useLocale();
  const loadFailed = error instanceof PartLoadError;
  const heading = loadFailed ? t`This page didn't load` : t`Unexpected Application Error!`;
  return (
    <Container size="sm" py={160}>
      {/* The page's own title went with it, and a document without one is nameless to screen readers. */}
      <title>{t`${heading} | Webbee`}</title>
      <Stack align="flex-start" gap="md" role="alert">
        <Title order={1}>{heading}</Title>
        <Text>
          {loadFailed ? t`Check your connection and try again.` : t`Something went wrong while showing this page.`}
        </Text>
        {import.meta.env.DEV && !loadFailed && (
          <Text component="pre" style={{ whiteSpace: 'pre-wrap' }}>
            {error.message}
          </Text>
        )}
        {loadFailed && onRetry ? (
          <Button onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        ) : (
          <Button component="a" href={localizedPath('/', locale)}>
            <Trans>Back to the home page</Trans>
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
