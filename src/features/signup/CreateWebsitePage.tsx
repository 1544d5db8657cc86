import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { StepList } from '../../components/StepList';
import { claims, customerSteps } from '../../content/marketing';

export default function CreateWebsitePage() {
  return (
    <>
      <PageHero
        eyebrow="Become a Customer"
        title="Start Building Your Website Now"
        intro={`Packages start from ${claims.priceFrom}, with domain and hosting included. After you sign up, a representative contacts you to get started.`}
      />
      <PageSection title="From sign-up to launch">
        <StepList steps={customerSteps} />
      </PageSection>
    </>
  );
}
