import type { Story, StoryDefault } from '@ladle/react';
import { getGetBusinessSettingsQueryKey } from '@/api/generated/settings/settings';
import { getGetBusinessSettingsResponseMock } from '@/api/generated/settings/settings.msw';
import ContactPage from '@/features/contact/ContactPage';
import { withQueries } from '../queryState';

export default { title: 'Pages / Contact' } satisfies StoryDefault;

export const WithSupportEmails: Story = () => <ContactPage />;
WithSupportEmails.decorators = [
  withQueries({ key: getGetBusinessSettingsQueryKey(), data: getGetBusinessSettingsResponseMock() }),
];

export const SettingsLoading: Story = () => <ContactPage />;
SettingsLoading.decorators = [withQueries({ key: getGetBusinessSettingsQueryKey(), loading: true })];

/** The business settings failed: the e-mails are left out, the rest stays. */
export const SettingsFailed: Story = () => <ContactPage />;
SettingsFailed.decorators = [withQueries({ key: getGetBusinessSettingsQueryKey(), error: true })];
