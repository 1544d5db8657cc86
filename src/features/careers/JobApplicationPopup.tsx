import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import type { Job } from '@/api/generated/model';
import { OnDemandRegion } from '@/components/OnDemandRegion';
import { PopupDialog } from '@/components/PopupDialog';
import { partOnDemand } from '@/lib/partOnDemand';
import { jobApplicationDialogId, popups, usePopups } from '@/lib/popups';

const ApplicationForm = partOnDemand(
  () => import('./ApplicationForm'),
  (module) => module.ApplicationForm,
);

interface JobApplicationPopupProps {
  /** The chosen job, the one whose Apply Now the details show. */
  job: Job;
  /** /carreersPopup: open the application as soon as the page shows. */
  openAtOnce?: boolean;
}

/**
 * The application popup for the chosen job, prerendered with its form, so that a visitor can open
 * it and start typing before the scripts run. The form's code loads once the popup opens.
 */
export function JobApplicationPopup({ job, openAtOnce = false }: JobApplicationPopupProps) {
  const { t } = useLingui();
  const { jobApplication } = usePopups();
  const form = useMemo(() => <ApplicationForm key={job.Id} job={job} onSent={popups.closeJobApplication} />, [job]);
  useEffect(() => {
    if (openAtOnce) popups.openJobApplication(job.Id);
  }, [openAtOnce, job.Id]);
  // Leaving the page closes the popup, so it is not open again on the next visit.
  useEffect(() => popups.closeJobApplication, []);

  return (
    <PopupDialog
      id={jobApplicationDialogId}
      title={t`Apply for ${{ jobTitle: job.Title }}`}
      closeLabel={t`Close the application`}
      opened={jobApplication === job.Id}
      onOpenedChange={(opened) => (opened ? popups.openJobApplication(job.Id) : popups.closeJobApplication())}
    >
      <OnDemandRegion want={ApplicationForm.want} now={jobApplication === job.Id}>
        {form}
      </OnDemandRegion>
    </PopupDialog>
  );
}
