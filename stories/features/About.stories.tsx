import type { Story, StoryDefault } from '@ladle/react';
import { getGetTeamMockHandler, getGetTeamResponseMock } from '@/api/generated/team/team.msw';
import { TeamCarousel } from '@/features/about/TeamCarousel';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Pages / About team' } satisfies StoryDefault;

export const Team: Story = () => <TeamCarousel />;
Team.msw = answeredBy(getGetTeamMockHandler());

/** A team larger than a row of four: a carousel with its controls at every width. */
export const LargerTeam: Story = () => <TeamCarousel />;
const fourMembers = getGetTeamResponseMock().Result ?? [];
LargerTeam.msw = answeredBy(
  getGetTeamMockHandler({
    ...getGetTeamResponseMock(),
    Result: [...fourMembers, ...fourMembers.slice(0, 2)].map((member, index) => ({ ...member, Id: index + 1 })),
  }),
);

export const TeamLoading: Story = () => <TeamCarousel />;
TeamLoading.msw = answeredBy(getGetTeamMockHandler(neverAnswering));

export const TeamEmpty: Story = () => <TeamCarousel />;
TeamEmpty.msw = answeredBy(getGetTeamMockHandler({ ...getGetTeamResponseMock(), Result: [] }));

/** A failed call shows the same No Data Found state as an empty list. */
export const TeamFailed: Story = () => <TeamCarousel />;
TeamFailed.msw = answeredBy(failing(getGetTeamMockHandler()));

const arabicNames = [
  { Name: 'خالد السويدي', Designation: 'المؤسس والرئيس التنفيذي' },
  { Name: 'بريا ناير', Designation: 'رئيسة تصميم المنتجات' },
  { Name: 'يوسف بن علي', Designation: 'كبير مهندسي البرمجيات' },
  { Name: 'سارة الهاشمي', Designation: 'مديرة نجاح العملاء' },
];

/** The team as the Arabic edition receives it; switch the toolbar to right to left to see it run from the right. */
export const ArabicTeam: Story = () => <TeamCarousel />;
ArabicTeam.msw = answeredBy(
  getGetTeamMockHandler({
    ...getGetTeamResponseMock(),
    Result: getGetTeamResponseMock().Result.map((member, index) => ({ ...member, ...arabicNames[index] })),
  }),
);
