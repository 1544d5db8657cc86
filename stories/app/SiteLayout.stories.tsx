import type { Story, StoryDefault } from '@ladle/react';
import { getGetFooterMockHandler } from '@/api/generated/settings/settings.msw';
import { SiteLayout } from '@/app/layout/SiteLayout';
import { PageHero } from '@/components/PageHero';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Layout / Site layout' } satisfies StoryDefault;

const LayoutAroundAPage = () => (
  <SiteLayout>
    <PageHero title="A page" intro="The header, this page, the footer and the chat button." />
  </SiteLayout>
);

export const FooterDataLoaded: Story = () => <LayoutAroundAPage />;
FooterDataLoaded.msw = answeredBy(getGetFooterMockHandler());

export const FooterDataLoading: Story = () => <LayoutAroundAPage />;
FooterDataLoading.msw = answeredBy(getGetFooterMockHandler(neverAnswering));

/** No social icons and no chat button. */
export const FooterDataFailed: Story = () => <LayoutAroundAPage />;
FooterDataFailed.msw = answeredBy(failing(getGetFooterMockHandler()));
