import { Trans } from '@lingui/react/macro';
import { Badge, Button, Paper, Stack, Title } from '@mantine/core';
import type { Ref } from 'react';
import type { Job } from '@/api/generated/model';
import panel from '@/components/Panel.module.css';
import { SafeHtml } from '@/components/SafeHtml';
import { jobApplicationDialogId } from '@/lib/popups';
import { JobFacts } from './JobFacts';

interface JobDetailsProps {
  job: Job;
  /** The job's title, which takes the focus when a phone visitor is brought down to the details. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** The chosen job in full, with Apply Now opening its application popup. */
export function JobDetails({ job, titleRef }: JobDetailsProps) {
  return (
    <Paper withBorder radius="lg" className={panel.panel} component="section" aria-labelledby="job-title">
      <Stack gap="md">
        <Badge variant="light" w="fit-content">
          <Trans>Now hiring</Trans>
        </Badge>
        <Title order={2} id="job-title" ref={titleRef} tabIndex={-1}>
          {job.Title}
        </Title>
        <JobFacts job={job} />
        <SafeHtml html={job.JobDescription} />
        <Button size="md" w="fit-content" commandfor={jobApplicationDialogId} command="show-modal">
          <Trans>Apply Now</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
