import type { Story, StoryDefault } from '@ladle/react';
import { getGetTeamQueryKey } from '@/api/generated/team/team';
import { getGetTeamResponseMock } from '@/api/generated/team/team.msw';
import { TeamCarousel } from '@/features/about/TeamCarousel';
import { withQueries } from '../queryState';

export default { title: 'Pages / About team' } satisfies StoryDefault;

const teamKey = getGetTeamQueryKey({ ForHomePage: true });

export const Team: Story = () => <TeamCarousel />;
Team.decorators = [withQueries({ key: teamKey, data: getGetTeamResponseMock() })];

export const TeamLoading: Story = () => <TeamCarousel />;
TeamLoading.decorators = [withQueries({ key: teamKey, loading: true })];

export const TeamEmpty: Story = () => <TeamCarousel />;
TeamEmpty.decorators = [withQueries({ key: teamKey, data: { ...getGetTeamResponseMock(), Result: [] } })];

/** A failed call shows the same No Data Found state as an empty list. */
export const TeamFailed: Story = () => <TeamCarousel />;
TeamFailed.decorators = [withQueries({ key: teamKey, error: true })];
