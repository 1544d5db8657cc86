import type { Story, StoryDefault } from '@ladle/react';
import { getGetFooterQueryKey } from '@/api/generated/settings/settings';
import { getGetFooterResponseMock } from '@/api/generated/settings/settings.msw';
import { SiteLayout } from '@/app/layout/SiteLayout';
import { PageHero } from '@/components/PageHero';
import { withQueries } from '../queryState';

export default { title: 'Layout / Site layout' } satisfies StoryDefault;

const LayoutAroundAPage = () => (
  <SiteLayout>
    <PageHero title="A page" intro="The header, this page, the footer and the chat button." />
  </SiteLayout>
);

export const FooterDataLoaded: Story = () => <LayoutAroundAPage />;
FooterDataLoaded.decorators = [withQueries({ key: getGetFooterQueryKey(), data: getGetFooterResponseMock() })];

export const FooterDataLoading: Story = () => <LayoutAroundAPage />;
FooterDataLoading.decorators = [withQueries({ key: getGetFooterQueryKey(), loading: true })];

/** No social icons and no chat button. */
export const FooterDataFailed: Story = () => <LayoutAroundAPage />;
FooterDataFailed.decorators = [withQueries({ key: getGetFooterQueryKey(), error: true })];
