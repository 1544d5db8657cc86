import type { Story, StoryDefault } from '@ladle/react';
import { getGetBusinessSettingsMockHandler } from '@/api/generated/settings/settings.msw';
import { company } from '@/content/company';
import ContactPage from '@/features/contact/ContactPage';
import { OfficeMap } from '@/features/contact/OfficeMap';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Pages / Contact' } satisfies StoryDefault;

export const WithSupportEmails: Story = () => <ContactPage />;
WithSupportEmails.msw = answeredBy(getGetBusinessSettingsMockHandler());

export const SettingsLoading: Story = () => <ContactPage />;
SettingsLoading.msw = answeredBy(getGetBusinessSettingsMockHandler(neverAnswering));

/** The business settings failed: the e-mails are left out, the rest stays. */
export const SettingsFailed: Story = () => <ContactPage />;
SettingsFailed.msw = answeredBy(failing(getGetBusinessSettingsMockHandler()));

/** The office on its drawn map, as narrow as the card is on a phone; the whole map opens Google Maps. */
export const OfficeOnTheMap: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <OfficeMap href={company.mapsUrl} />
  </div>
);
