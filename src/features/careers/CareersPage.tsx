import { Container, Grid, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { getListJobsQueryOptions, useListJobs } from '@/api/generated/careers/careers';
import type { PagePrefetch } from '@/lib/pagePrefetch';
import { useHydrating } from '@/lib/useHydrating';
import { JobRowsSkeleton, ListSkeleton } from '@/components/ListSkeleton';
import { PageHero } from '@/components/PageHero';
import { EmptyState, LoadError } from '@/components/StatusMessage';
import { JobApplicationPopup } from './JobApplicationPopup';
import { JobDetails } from './JobDetails';
import { JobList } from './JobList';
import { JobPostings } from './JobPostings';

/** Spec section 9: the Careers page asks for page 1 of 10 jobs. */
const jobsRequest = { search: '', pageNumber: 1, pageSize: 10 };

export const prefetch: PagePrefetch = (client) => client.prefetchQuery(getListJobsQueryOptions(jobsRequest));

/** Careers: open jobs on the left, the chosen one's details on the right (below on phones). */
export default function CareersPage({ openApplicationOnLoad = false }: { openApplicationOnLoad?: boolean }) {
  const jobsQuery = useListJobs(jobsRequest);
  const hydrating = useHydrating();
  const [chosenId, setChosenId] = useState<number>();
  const jobs = jobsQuery.data?.Result ?? [];
  const chosen = jobs.find((job) => job.Id === chosenId) ?? jobs[0];

  const content = (() => {
    if (hydrating || jobsQuery.isPending) {
      return (
        <ListSkeleton what="jobs">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <JobRowsSkeleton count={4} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} visibleFrom="md">
              <Skeleton h={420} radius="lg" />
            </Grid.Col>
          </Grid>
        </ListSkeleton>
      );
    }
    if (jobsQuery.isError) return <LoadError what="the jobs" onRetry={() => void jobsQuery.refetch()} />;
    if (!chosen) return <EmptyState title="No Jobs" description="There are no jobs available right now" />;
    return (
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <JobList jobs={jobs} chosenId={chosen.Id} onChoose={setChosenId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <JobDetails job={chosen} />
        </Grid.Col>
        <JobPostings jobs={jobs} />
      </Grid>
    );
  })();

  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Join Our Team"
        intro="We are a team of designers, engineers and customer-success people in Dubai, Abu Dhabi and Sharjah, helping thousands of UAE businesses grow online."
      />
      <Container size="xl" py={64}>
        {content}
      </Container>
      <JobApplicationPopup jobs={jobs} openForFirstJob={openApplicationOnLoad} />
    </>
  );
}
