import type { Story, StoryDefault } from '@ladle/react';
import { getListJobsQueryKey } from '@/api/generated/careers/careers';
import { getListJobsResponseMock } from '@/api/generated/careers/careers.msw';
import CareersApplicationPage from '@/features/careers/CareersApplicationPage';
import CareersPage from '@/features/careers/CareersPage';
import { withQueries } from '../queryState';

export default { title: 'Pages / Careers' } satisfies StoryDefault;

const jobsKey = getListJobsQueryKey({ search: '', pageNumber: 1, pageSize: 10 });

export const Jobs: Story = () => <CareersPage />;
Jobs.decorators = [withQueries({ key: jobsKey, data: getListJobsResponseMock() })];

export const Loading: Story = () => <CareersPage />;
Loading.decorators = [withQueries({ key: jobsKey, loading: true })];

export const NoJobs: Story = () => <CareersPage />;
NoJobs.decorators = [withQueries({ key: jobsKey, data: { ...getListJobsResponseMock(), Result: [] } })];

export const Failed: Story = () => <CareersPage />;
Failed.decorators = [withQueries({ key: jobsKey, error: true })];

/** /carreersPopup: Careers with the application open for the first job. */
export const ApplicationFromLink: Story = () => <CareersApplicationPage />;
ApplicationFromLink.decorators = [withQueries({ key: jobsKey, data: getListJobsResponseMock() })];
