import type { Story, StoryDefault } from '@ladle/react';
import { getListJobsResponseMock } from '@/api/generated/careers/careers.msw';
import { JobFacts } from '@/features/careers/JobFacts';
import { arabicJobs } from './arabicCareers';

export default { title: 'Careers / Job facts' } satisfies StoryDefault;

const job = getListJobsResponseMock().Result[0];

/** How it is worked and the experience asked for as tags, then where and since when: the date in the edition's language. */
export const Facts: Story = () => <JobFacts job={job} />;

/** A job the API gives no employment type or experience for: no tags, the place and date as ever. */
export const WithoutTags: Story = () => <JobFacts job={{ ...job, EmploymentType: undefined, Experience: undefined }} />;

/** A long place in a narrow column. */
export const LongPlace: Story = () => (
  <div style={{ maxWidth: 280 }}>
    <JobFacts job={{ ...job, Location: 'Business Bay, Dubai, or remote within the United Arab Emirates' }} />
  </div>
);

export const ArabicPlace: Story = () => <JobFacts job={arabicJobs[0]} />;
