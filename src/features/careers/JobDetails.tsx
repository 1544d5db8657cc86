import { Trans } from '@lingui/react/macro';
import { Badge, Button, Paper, Stack, Title } from '@mantine/core';
import { useMemo, useState, type Ref } from 'react';
import type { Job } from '@/api/generated/model';
import panel from '@/components/Panel.module.css';
import { OnDemandRegion } from '@/components/OnDemandRegion';
import { partOnDemand } from '@/lib/partOnDemand';
import { jobApplicationDialogId } from '@/lib/popups';
import classes from './JobDetails.module.css';
import { JobFacts } from './JobFacts';

/**
 * The description through the site's sanitiser, whose code (DOMPurify) is most of what Careers
 * would otherwise load: the prerendered description is already sanitised, so the code is wanted
 * only for another job's, or when the visitor reaches into it.
 */
const JobDescription = partOnDemand(
  () => import('@/components/SafeHtml'),
  (module) => module.SafeHtml,
);

interface JobDetailsProps {
  job: Job;
  /** The job's title, which takes the focus when a phone visitor chooses the job, its details under its card. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** The chosen job in full, with Apply Now opening its application popup. */
export function JobDetails({ job, titleRef }: JobDetailsProps) {
  const description = useMemo(() => <JobDescription html={job.JobDescription} />, [job.JobDescription]);
  const [prerenderedDescription] = useState(job.JobDescription);
  return (
    <Paper
      withBorder
      radius="lg"
      className={`${panel.panel} ${classes.panel}`}
      component="section"
      aria-labelledby="job-title"
    >
      <Stack gap="md">
        <Badge variant="light" w="fit-content" className={classes.shownOnCard}>
          <Trans>Now hiring</Trans>
        </Badge>
        <Title order={2} id="job-title" ref={titleRef} tabIndex={-1} className={classes.title}>
          {job.Title}
        </Title>
        <div className={classes.shownOnCard}>
          <JobFacts job={job} />
        </div>
        <OnDemandRegion want={JobDescription.want} now={job.JobDescription !== prerenderedDescription}>
          {description}
        </OnDemandRegion>
        <Button size="md" w="fit-content" commandfor={jobApplicationDialogId} command="show-modal">
          <Trans>Apply Now</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
