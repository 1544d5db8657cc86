import type { Story, StoryDefault } from '@ladle/react';
import { getGetFooterQueryKey } from '../../src/api/generated/settings/settings';
import { getGetFooterResponseMock } from '../../src/api/generated/settings/settings.msw';
import { SiteLayout } from '../../src/app/layout/SiteLayout';
import { PageHero } from '../../src/components/PageHero';
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
