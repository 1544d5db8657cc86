import { PageHero } from '../../components/PageHero';

export default function TermsPage() {
  return (
    <PageHero
      eyebrow="Legal"
      title="Terms & Conditions"
      intro="The terms that apply to every Webbee website, store and app: refunds, renewals, payment and fair use."
    />
  );
}
