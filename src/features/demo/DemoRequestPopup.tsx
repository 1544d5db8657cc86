import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { OnDemandRegion } from '@/components/OnDemandRegion';
import { PopupDialog } from '@/components/PopupDialog';
import { partOnDemand } from '@/lib/partOnDemand';
import { demoRequestDialogId, popups, usePopups } from '@/lib/popups';

const DemoRequestForm = partOnDemand(
  () => import('./DemoRequestForm'),
  (module) => module.DemoRequestForm,
);

const closeOnceSent = () => popups.setDemoRequestOpen(false);

/**
 * The Book a Demo popup, prerendered on every page with its form, so that a visitor can open it
 * and type before the scripts run; closing it keeps what was typed. The form's code loads once the
 * popup opens.
 */
export function DemoRequestPopup() {
  const { t } = useLingui();
  const { demoRequest } = usePopups();
  const form = useMemo(() => <DemoRequestForm onSent={closeOnceSent} />, []);
  return (
    <PopupDialog
      id={demoRequestDialogId}
      title={t`Book a Demo`}
      closeLabel={t`Close Book a Demo`}
      opened={demoRequest}
      onOpenedChange={popups.setDemoRequestOpen}
    >
      <OnDemandRegion want={DemoRequestForm.want} now={demoRequest}>
        {form}
      </OnDemandRegion>
    </PopupDialog>
  );
}
