import { setupServer } from 'msw/node';
import { getBlogsMock } from '../src/api/generated/blogs/blogs.msw';
import { getCareersMock } from '../src/api/generated/careers/careers.msw';
import { getLeadsMock } from '../src/api/generated/leads/leads.msw';
import { getNewsEventsMock } from '../src/api/generated/news-events/news-events.msw';
import { getSettingsMock } from '../src/api/generated/settings/settings.msw';
import { getTeamMock } from '../src/api/generated/team/team.msw';
import { getVendorAccountMock } from '../src/api/generated/vendor-account/vendor-account.msw';

/** The contract's examples, served for every call; a test overrides one with server.use(...). */
export const server = setupServer(
  ...getBlogsMock(),
  ...getCareersMock(),
  ...getLeadsMock(),
  ...getNewsEventsMock(),
  ...getSettingsMock(),
  ...getTeamMock(),
  ...getVendorAccountMock(),
);
