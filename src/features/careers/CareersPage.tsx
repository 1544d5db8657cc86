import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useRoute } from 'wouter';
import { getListJobsQueryOptions, useListJobs } from '@/api/generated/careers/careers';
import type { PageLoader } from '@/lib/pageLoader';
import { primaryAction, secondaryAction } from '@/components/actionButtons';
import { CallToActionPanel } from '@/components/CallToActionPanel';
import { aboutUsLink, contactUsLink } from '@/content/company';
import { JobRowsSkeleton, ListSkeleton } from '@/components/ListSkeleton';
import { OpenSeatIllustration } from '@/components/illustrations/OpenSeatIllustration';
import { PageHero } from '@/components/PageHero';
import { EmptyState, LoadError } from '@/components/StatusMessage';
import { applicationLinkPath } from './applicationLink';
import { JobApplicationPopup } from './JobApplicationPopup';
import { jobCardId } from './jobCard';
import { JobDetails } from './JobDetails';
import { JobList } from './JobList';
import jobListClasses from './JobList.module.css';
import { JobPostings } from './JobPostings';

/** The spec's Careers request (section 9): page 1 of 10 jobs. */
const jobsRequest = { search: '', pageNumber: 1, pageSize: 10 };

/** Below md (src/app/theme.ts) the details stand under the chosen job's card instead of beside the list. */
const detailsUnderCard = '(max-width: 63.99em)';

export const loader: PageLoader = (client, _location, request) =>
  client.prefetchQuery(getListJobsQueryOptions(jobsRequest, { request }));

/**
 * Careers: open jobs on the left, the chosen one's details on the right (under its card on phones).
 * At its application link it opens with the application for the first job.
 */
export default function CareersPage() {
  const { t, i18n } = useLingui();
  const [atApplicationLink] = useRoute(applicationLinkPath);
  const jobsQuery = useListJobs(jobsRequest);
  const [chosenId, setChosenId] = useState<number>();
  const detailsTitle = useRef<HTMLHeadingElement>(null);
  const jobs = jobsQuery.data?.Result ?? [];
  const chosen = jobs.find((job) => job.Id === chosenId) ?? jobs[0];

  const choose = (jobId: number) => {
    // On a phone the details move under the tapped card, and the card with them when the details
    // stood above it: the card is brought back to the top of the screen, its details under it. The
    // focus follows, so the keyboard and screen readers go on from the details.
    if (!window.matchMedia(detailsUnderCard).matches) return setChosenId(jobId);
    flushSync(() => setChosenId(jobId));
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(jobCardId(jobId))
      ?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'instant' : 'smooth' });
    detailsTitle.current?.focus({ preventScroll: true });
  };

  const content = (() => {
    if (jobsQuery.isPending) {
      return (
        <ListSkeleton
          what={t({ message: 'jobs', comment: 'Completes: Loading {what}; The {what} need JavaScript to load' })}
        >
          {/* In the list's own grid, so that the rows and the details' place are where the list will put them. */}
          <div className={jobListClasses.board}>
            <JobRowsSkeleton count={4} />
            <Skeleton h={420} radius="lg" visibleFrom="md" className={jobListClasses.details} />
          </div>
        </ListSkeleton>
      );
    }
    // A refresh that fails leaves the jobs the visitor already has.
    if (jobsQuery.isError && !jobsQuery.data)
      return (
        <LoadError
          what={t({ message: 'the jobs', comment: "Completes: We couldn't load {what}" })}
          onRetry={() => void jobsQuery.refetch()}
          headingOrder={2}
        />
      );
    if (!chosen)
      return <EmptyState title={t`No Jobs`} description={t`There are no jobs available right now`} headingOrder={2} />;
    return (
      <>
        <JobList
          jobs={jobs}
          chosenId={chosen.Id}
          onChoose={choose}
          details={<JobDetails job={chosen} titleRef={detailsTitle} />}
        />
        <JobPostings jobs={jobs} />
      </>
    );
  })();

  return (
    <>
      <PageHero
        eyebrow={t`Careers`}
        title={<Trans>Join Our Team</Trans>}
        intro={
          <Trans>
            We are a team of designers, engineers and customer-success people who help UAE businesses grow online.
          </Trans>
        }
        emblem={<OpenSeatIllustration />}
      />
      <Container size="xl" py={64}>
        <Stack gap={64}>
          {content}
          {/* Whatever the list holds, even nothing: where to learn more about the people one would join. */}
          <CallToActionPanel
            title={t`Get to know us first`}
            text={t`Meet the team and see how we work, or ask us about a role.`}
          >
            {/* The menu's own links, in the words every page already has. */}
            <Button component={Link} href={aboutUsLink.href} {...primaryAction}>
              {i18n._(aboutUsLink.label)}
            </Button>
            <Button component={Link} href={contactUsLink.href} {...secondaryAction}>
              {i18n._(contactUsLink.label)}
            </Button>
          </CallToActionPanel>
        </Stack>
      </Container>
      {chosen && <JobApplicationPopup job={chosen} openAtOnce={atApplicationLink} />}
    </>
  );
}
