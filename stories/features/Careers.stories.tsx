import type { Story, StoryDefault } from '@ladle/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getListJobsMockHandler, getListJobsResponseMock } from '@/api/generated/careers/careers.msw';
import { ApplicationForm } from '@/features/careers/ApplicationForm';
import { applicationLinkPath } from '@/features/careers/applicationLink';
import CareersPage from '@/features/careers/CareersPage';
import { JobApplicationPopup } from '@/features/careers/JobApplicationPopup';
import { answeredBy, failing, neverAnswering } from '../mockedApi';
import { arabicJobs } from './arabicCareers';

export default { title: 'Pages / Careers' } satisfies StoryDefault;

export const Jobs: Story = () => <CareersPage />;
Jobs.msw = answeredBy(getListJobsMockHandler());

export const Loading: Story = () => <CareersPage />;
Loading.msw = answeredBy(getListJobsMockHandler(neverAnswering));

export const NoJobs: Story = () => <CareersPage />;
NoJobs.msw = answeredBy(getListJobsMockHandler({ ...getListJobsResponseMock(), Result: [] }));

export const Failed: Story = () => <CareersPage />;
Failed.msw = answeredBy(failing(getListJobsMockHandler()));

/** The jobs as the Arabic edition receives them; switch the toolbar to right to left to read them as visitors do. */
export const ArabicJobs: Story = () => <CareersPage />;
ArabicJobs.msw = answeredBy(getListJobsMockHandler({ ...getListJobsResponseMock(), Result: arabicJobs }));

/** /carreersPopup: Careers with the application open for the first job. */
export const ApplicationFromLink: Story = () => (
  <Router hook={memoryLocation({ path: applicationLinkPath }).hook}>
    <CareersPage />
  </Router>
);
ApplicationFromLink.msw = answeredBy(getListJobsMockHandler());

const job = getListJobsResponseMock().Result[0];
const everythingButTheCv = {
  fulName: 'Aisha Rahman',
  gender: 'Female',
  dob: '17/03/1994',
  company: 'Emirates Digital Studio',
  position: 'Frontend Developer',
  experience: '5 years',
};

/** The application popup by itself, opened for a job as its Apply Now does; the form's code loads as it opens. */
export const ApplicationPopup: Story = () => <JobApplicationPopup job={job} openAtOnce />;

/** Nothing filled in: the CV is marked required and the note under Submit says what it waits for. */
export const ApplicationEmpty: Story = () => <ApplicationForm job={job} onSent={() => undefined} />;

/** Every field filled, no CV yet: the note names the CV alone. */
export const ApplicationWithoutCv: Story = () => (
  <ApplicationForm job={job} onSent={() => undefined} initialValues={everythingButTheCv} />
);

/** Two fields left: the note names them. */
export const ApplicationMissingTwoFields: Story = () => (
  <ApplicationForm
    job={job}
    onSent={() => undefined}
    initialValues={{ ...everythingButTheCv, gender: '', experience: '' }}
  />
);
