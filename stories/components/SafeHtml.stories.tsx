import type { Story, StoryDefault } from '@ladle/react';
import { getGetBlogResponseMock } from '@/api/generated/blogs/blogs.msw';
import { SafeHtml } from '@/components/SafeHtml';

export default { title: 'Components / SafeHtml' } satisfies StoryDefault;

export const BlogBody: Story = () => <SafeHtml html={getGetBlogResponseMock().Result.Description} />;

/** The script, the onerror handler and the javascript: link are removed before rendering. */
export const HostileHtml: Story = () => (
  <SafeHtml
    html={
      '<p>Only this paragraph and the image remain.</p><script>alert(1)</script><img src="/images/covers/website-security.svg" width="320" alt="" onerror="alert(2)"><a href="javascript:alert(3)">a link without its href</a>'
    }
  />
);

export const Empty: Story = () => <SafeHtml html="" />;
