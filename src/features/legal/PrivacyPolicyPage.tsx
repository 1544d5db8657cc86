import { PageHero } from '../../components/PageHero';

export default function PrivacyPolicyPage() {
  return (
    <PageHero
      eyebrow="Legal"
      title="Privacy Policy"
      intro="How we treat the information you share with us when you visit this website or use our services."
    />
  );
}
