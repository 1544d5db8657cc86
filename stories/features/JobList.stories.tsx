import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { getListJobsResponseMock } from '@/api/generated/careers/careers.msw';
import type { Job } from '@/api/generated/model';
import { JobDetails } from '@/features/careers/JobDetails';
import { JobList } from '@/features/careers/JobList';
import { arabicJobs } from './arabicCareers';

export default { title: 'Careers / Job list' } satisfies StoryDefault;

const jobs = getListJobsResponseMock().Result;

function ChoosableJobList({ jobs: shown, firstChosen = 0 }: { jobs: Job[]; firstChosen?: number }) {
  const [chosenId, setChosenId] = useState(shown[firstChosen].Id);
  const chosen = shown.find((job) => job.Id === chosenId) ?? shown[0];
  // The details beside the list from 1024 px, under the chosen card below: narrow the window to see them move.
  return <JobList jobs={shown} chosenId={chosenId} onChoose={setChosenId} details={<JobDetails job={chosen} />} />;
}

/** The first job chosen, as the page opens; click another, or sort by title. */
export const Jobs: Story = () => <ChoosableJobList jobs={jobs} />;

/** The chosen job's bar on the side the text starts from: the left in English, the right in Arabic. */
export const LaterJobChosen: Story = () => <ChoosableJobList jobs={jobs} firstChosen={2} />;

export const OneJob: Story = () => <ChoosableJobList jobs={jobs.slice(0, 1)} />;

export const LongTitleAndPlace: Story = () => (
  <ChoosableJobList
    jobs={[
      {
        ...jobs[0],
        Title: `${jobs[0].Title} for our e-commerce, invoicing and seller platforms`,
        Location: 'Business Bay, Dubai, or remote within the United Arab Emirates',
      },
      ...jobs.slice(1),
    ]}
  />
);

/** Jobs as the Arabic edition receives them; switch the toolbar to right to left to read them as visitors do. */
export const ArabicJobs: Story = () => <ChoosableJobList jobs={arabicJobs} />;

/** A first paragraph longer than an excerpt: it ends on a whole word and '…', never inside one. */
export const LongFirstParagraph: Story = () => (
  <ChoosableJobList
    jobs={[
      {
        ...jobs[0],
        JobDescription: `<p>${'Build and look after the websites, online stores and invoicing apps that businesses across the United Arab Emirates run on every day.'}</p><ul><li>React</li></ul>`,
      },
      ...jobs.slice(1),
    ]}
  />
);
