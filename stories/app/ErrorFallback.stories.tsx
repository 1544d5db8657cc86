import type { Story, StoryDefault } from '@ladle/react';
import { ErrorFallback } from '@/app/ErrorFallback';
import { PartLoadError } from '@/lib/retryableLazy';

export default { title: 'Layout / Error fallback' } satisfies StoryDefault;

export const PageCrashed: Story = () => (
  <ErrorFallback error={new Error("Cannot read properties of undefined (reading 'Blogs')")} />
);

/** The page's code failed to arrive: a plain message and Retry, never the error's text. */
export const PageDidNotLoad: Story = () => (
  <ErrorFallback
    error={new PartLoadError('failed', () => undefined, new Promise<void>(() => undefined))}
    onRetry={() => undefined}
  />
);
