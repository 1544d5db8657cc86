import { Badge, Button, Paper, Stack, Title } from '@mantine/core';
import type { Job } from '@/api/generated/model';
import { SafeHtml } from '@/components/SafeHtml';
import { popups } from '@/lib/popups';
import { JobFacts } from './JobFacts';

/** The chosen job in full, with Apply Now opening its application popup. */
export function JobDetails({ job }: { job: Job }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="job-title">
      <Stack gap="md">
        <Badge variant="light" w="fit-content">
          Now hiring
        </Badge>
        <Title order={2} id="job-title">
          {job.Title}
        </Title>
        <JobFacts job={job} />
        <SafeHtml html={job.JobDescription} />
        <Button size="md" w="fit-content" onClick={() => popups.openJobApplication(job.Id)}>
          Apply Now
        </Button>
      </Stack>
    </Paper>
  );
}
