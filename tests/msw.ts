import { setupServer } from 'msw/node';
import { getBlogsMock } from '@/api/generated/blogs/blogs.msw';
import { getCareersMock } from '@/api/generated/careers/careers.msw';
import { getLeadsMock } from '@/api/generated/leads/leads.msw';
import { getNewsEventsMock } from '@/api/generated/news-events/news-events.msw';
import { getSettingsMock } from '@/api/generated/settings/settings.msw';
import { getTeamMock } from '@/api/generated/team/team.msw';
import { getVendorAccountMock } from '@/api/generated/vendor-account/vendor-account.msw';

/** The contract's examples, served for every call; a test overrides one through testUtils. */
export const server = setupServer(
  ...getBlogsMock(),
  ...getCareersMock(),
  ...getLeadsMock(),
  ...getNewsEventsMock(),
  ...getSettingsMock(),
  ...getTeamMock(),
  ...getVendorAccountMock(),
);
