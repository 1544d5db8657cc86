import { Group, NativeSelect, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { Job } from '@/api/generated/model';
import { htmlToText } from '@/components/htmlText';
import { JobFacts } from './JobFacts';
import classes from './JobList.module.css';

type SortOrder = '' | 'asc' | 'desc';
const sortOptions = [
  { value: '', label: 'Sort' },
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

const sortByTitle = (jobs: Job[], order: SortOrder) =>
  order === '' ? jobs : [...jobs].sort((a, b) => (order === 'asc' ? 1 : -1) * a.Title.localeCompare(b.Title));

interface JobListProps {
  jobs: Job[];
  chosenId: number;
  onChoose: (jobId: number) => void;
}

/** The open positions, in the API's order or sorted by title, each chosen with a click. */
export function JobList({ jobs, chosenId, onChoose }: JobListProps) {
  const [order, setOrder] = useState<SortOrder>('');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Open positions
        </Title>
        <NativeSelect
          label="Sort by title"
          data={sortOptions}
          value={order}
          onChange={(event) => setOrder(event.currentTarget.value as SortOrder)}
          w={160}
        />
      </Group>
      <ul className={classes.jobList} aria-label="Open positions">
        {sortByTitle(jobs, order).map((job) => (
          <li key={job.Id}>
            <UnstyledButton className={classes.job} aria-pressed={job.Id === chosenId} onClick={() => onChoose(job.Id)}>
              <Text fw={700}>{job.Title}</Text>
              <Text size="sm" lineClamp={2} mt={4}>
                {htmlToText(job.JobDescription)}
              </Text>
              <JobFacts job={job} />
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
