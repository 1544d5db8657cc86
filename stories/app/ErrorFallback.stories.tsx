import type { Story, StoryDefault } from '@ladle/react';
import { ErrorFallback } from '@/app/ErrorFallback';

export default { title: 'Layout / Error fallback' } satisfies StoryDefault;

export const PageCrashed: Story = () => (
  <ErrorFallback error={new Error("Cannot read properties of undefined (reading 'Blogs')")} />
);
