import { Suspense, useEffect } from 'react';
import type { Job } from '@/api/generated/model';
import { PartBoundary } from '@/components/PartBoundary';
import { PartUnavailable } from '@/components/PartUnavailable';
import { popups, usePopups } from '@/lib/popups';
import { retryableLazy } from '@/lib/retryableLazy';

const ApplicationModal = retryableLazy(() => import('./ApplicationModal'));

interface JobApplicationPopupProps {
  jobs: Job[];
  /** /carreersPopup: open the application for the first job as soon as the jobs arrive. */
  openForFirstJob?: boolean;
}

/** The application popup for the job the visitor applies for; its form loads on first open. */
export function JobApplicationPopup({ jobs, openForFirstJob = false }: JobApplicationPopupProps) {
  const { jobApplication } = usePopups();
  const applyingFor = jobs.find((job) => job.Id === jobApplication);
  const firstJobId = jobs[0]?.Id;

  useEffect(() => {
    if (openForFirstJob && firstJobId !== undefined) popups.openJobApplication(firstJobId);
  }, [openForFirstJob, firstJobId]);
  // Leaving the page closes the popup, so it is not open again on the next visit.
  useEffect(() => popups.closeJobApplication, []);

  if (!applyingFor) return null;
  return (
    <PartBoundary
      fallback={({ loadFailed, onRetry }) => (
        <PartUnavailable
          variant="floating"
          loadFailed={loadFailed}
          onRetry={onRetry}
          onClose={popups.closeJobApplication}
        />
      )}
    >
      <Suspense fallback={null}>
        <ApplicationModal key={applyingFor.Id} job={applyingFor} opened onClose={popups.closeJobApplication} />
      </Suspense>
    </PartBoundary>
  );
}
