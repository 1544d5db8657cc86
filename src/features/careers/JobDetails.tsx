import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Button, Paper, Stack, Title, useDirection } from '@mantine/core';
import { useMemo, useState, type Ref } from 'react';
import type { Job } from '@/api/generated/model';
import panel from '@/components/Panel.module.css';
import { OnDemandRegion } from '@/components/OnDemandRegion';
import { partOnDemand } from '@/lib/partOnDemand';
import { jobApplicationDialogId } from '@/lib/popups';
import classes from './JobDetails.module.css';
import { jobCardId } from './jobCard';
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
  /** The job's title, which takes the focus when a phone visitor is brought down to the details. */
  titleRef?: Ref<HTMLHeadingElement>;
  /**
   * Takes a phone visitor who chose the job back up to it in the list; without it, as for the job
   * shown before any choice, there is no way back to offer.
   */
  onBackToList?: () => void;
}

/** The chosen job in full, with Apply Now opening its application popup. */
export function JobDetails({ job, titleRef, onBackToList }: JobDetailsProps) {
  const backArrow = useDirection().dir === 'rtl' ? '→' : '←';
  const description = useMemo(() => <JobDescription html={job.JobDescription} />, [job.JobDescription]);
  const [prerenderedDescription] = useState(job.JobDescription);
  return (
    <Paper withBorder radius="lg" className={panel.panel} component="section" aria-labelledby="job-title">
      <Stack gap="md">
        {onBackToList && (
          <Anchor
            href={`#${jobCardId(job.Id)}`}
            className={classes.backToList}
            onClick={(event) => {
              event.preventDefault();
              onBackToList();
            }}
          >
            <span aria-hidden="true">{backArrow}</span> <Trans>Back to all jobs</Trans>
          </Anchor>
        )}
        <Badge variant="light" w="fit-content">
          <Trans>Now hiring</Trans>
        </Badge>
        <Title order={2} id="job-title" ref={titleRef} tabIndex={-1}>
          {job.Title}
        </Title>
        <JobFacts job={job} />
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
