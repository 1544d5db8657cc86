import { PageHero } from '../../components/PageHero';

export default function CareersPage() {
  return (
    <PageHero
      eyebrow="Careers"
      title="Join Our Team"
      intro="We are a team of designers, engineers and customer-success people in Dubai, Abu Dhabi and Sharjah, helping thousands of UAE businesses grow online."
    />
  );
}
