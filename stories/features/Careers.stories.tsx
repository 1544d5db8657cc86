import type { Story, StoryDefault } from '@ladle/react';
import { getListJobsMockHandler, getListJobsResponseMock } from '@/api/generated/careers/careers.msw';
import CareersApplicationPage from '@/features/careers/CareersApplicationPage';
import CareersPage from '@/features/careers/CareersPage';
import { answeredBy, failing, neverAnswering } from '../mockedApi';

export default { title: 'Pages / Careers' } satisfies StoryDefault;

export const Jobs: Story = () => <CareersPage />;
Jobs.msw = answeredBy(getListJobsMockHandler());

export const Loading: Story = () => <CareersPage />;
Loading.msw = answeredBy(getListJobsMockHandler(neverAnswering));

export const NoJobs: Story = () => <CareersPage />;
NoJobs.msw = answeredBy(getListJobsMockHandler({ ...getListJobsResponseMock(), Result: [] }));

export const Failed: Story = () => <CareersPage />;
Failed.msw = answeredBy(failing(getListJobsMockHandler()));

/** /carreersPopup: Careers with the application open for the first job. */
export const ApplicationFromLink: Story = () => <CareersApplicationPage />;
ApplicationFromLink.msw = answeredBy(getListJobsMockHandler());
