import { useLingui } from '@lingui/react/macro';
import { PrivacyIllustration } from '@/components/illustrations/PrivacyIllustration';
import { legalUpdated, privacy } from '@/content/legal';
import { LegalDocument } from './LegalDocument';

export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Privacy Policy`}
      intro={t`How we treat the information you share with us when you visit this website or use our services.`}
      items={privacy}
      updated={legalUpdated}
      emblem={<PrivacyIllustration />}
    />
  );
}
