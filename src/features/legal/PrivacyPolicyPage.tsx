import { legalUpdated, privacy } from '@/content/legal';
import { LegalDocument } from './LegalDocument';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="How we treat the information you share with us when you visit this website or use our services."
      items={privacy}
      updated={legalUpdated}
    />
  );
}
