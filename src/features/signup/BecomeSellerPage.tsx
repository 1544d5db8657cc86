import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { StepList } from '../../components/StepList';
import { claims } from '../../content/marketing';

const sellerSteps = [
  { title: 'Fill the form', text: 'Register as a seller with your business name, phone and e-mail.' },
  { title: 'Log in to the vendor portal', text: 'Use the portal to manage the clients you bring to Webbee.' },
  { title: 'Upload documents', text: 'Upload your trade licence and ID to activate your account.' },
];

export default function BecomeSellerPage() {
  return (
    <>
      <PageHero
        eyebrow="Seller programme"
        title="Become a Seller and earn with every referral"
        intro={`Refer businesses that need a website and earn ${claims.sellerReward}.`}
      />
      <PageSection title="Register in three steps" intro={`We process applications ${claims.applicationReview}.`}>
        <StepList steps={sellerSteps} />
      </PageSection>
    </>
  );
}
