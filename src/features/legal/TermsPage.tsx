import { legalUpdated, terms } from '@/content/legal';
import { LegalDocument } from './LegalDocument';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms & Conditions"
      intro="The terms that apply to every Webbee website, store and app: refunds, renewals, payment and fair use."
      items={terms}
      updated={legalUpdated}
    />
  );
}
