import type { Story, StoryDefault } from '@ladle/react';
import { getListJobsResponseMock } from '@/api/generated/careers/careers.msw';
import { JobDetails } from '@/features/careers/JobDetails';
import { arabicJobs } from './arabicCareers';

export default { title: 'Careers / Job details' } satisfies StoryDefault;

const jobs = getListJobsResponseMock().Result;

/** Apply Now opens the application popup, which the Careers page renders; see Pages / Careers. */
export const Job: Story = () => (
  <div style={{ maxWidth: 720 }}>
    <JobDetails job={jobs[0]} />
  </div>
);

/** A job whose description is a single paragraph. */
export const ShortDescription: Story = () => (
  <div style={{ maxWidth: 720 }}>
    <JobDetails job={{ ...jobs[1], JobDescription: '<p>Join the team that keeps our customers online.</p>' }} />
  </div>
);

export const ArabicJob: Story = () => (
  <div style={{ maxWidth: 720 }}>
    <JobDetails job={arabicJobs[0]} />
  </div>
);
