import { useLingui } from '@lingui/react/macro';
import { AgreementIllustration } from '@/components/illustrations/AgreementIllustration';
import { legalUpdated, terms } from '@/content/legal';
import { LegalDocument } from './LegalDocument';

export default function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Terms & Conditions`}
      intro={t`The terms that apply to every Webbee website, store and app: refunds, renewals, payment and fair use.`}
      items={terms}
      updated={legalUpdated}
      emblem={<AgreementIllustration />}
    />
  );
}
