import type { Story, StoryDefault } from '@ladle/react';
import { useLingui } from '@lingui/react/macro';
import { AgreementIllustration } from '@/components/illustrations/AgreementIllustration';
import { PrivacyIllustration } from '@/components/illustrations/PrivacyIllustration';
import { legalUpdated, privacy, terms } from '@/content/legal';
import { LegalDocument } from '@/features/legal/LegalDocument';

export default { title: 'Pages / Legal document' } satisfies StoryDefault;

/** Sections with a second heading (Refunds, then Opting out) and without; the date as the edition writes it. */
export const Terms: Story = () => {
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
};

/** The policy's last section names an e-mail address, which stays left to right inside Arabic text. */
export const Privacy: Story = () => {
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
};

/** One section: the date line follows it directly. */
export const SingleSection: Story = () => {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Terms & Conditions`}
      intro={t`The terms that apply to every Webbee website, store and app: refunds, renewals, payment and fair use.`}
      items={terms.filter((item) => item.secondarytitle)}
      updated={legalUpdated}
      emblem={<AgreementIllustration />}
    />
  );
};
