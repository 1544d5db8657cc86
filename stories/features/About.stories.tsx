import type { Story, StoryDefault } from '@ladle/react';
import { getGetTeamMockHandler, getGetTeamResponseMock } from '@/api/generated/team/team.msw';
import { TeamCarousel } from '@/features/about/TeamCarousel';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Pages / About team' } satisfies StoryDefault;

export const Team: Story = () => <TeamCarousel />;
Team.msw = answeredBy(getGetTeamMockHandler());

export const TeamLoading: Story = () => <TeamCarousel />;
TeamLoading.msw = answeredBy(getGetTeamMockHandler(neverAnswering));

export const TeamEmpty: Story = () => <TeamCarousel />;
TeamEmpty.msw = answeredBy(getGetTeamMockHandler({ ...getGetTeamResponseMock(), Result: [] }));

/** A failed call shows the same No Data Found state as an empty list. */
export const TeamFailed: Story = () => <TeamCarousel />;
TeamFailed.msw = answeredBy(failing(getGetTeamMockHandler()));
