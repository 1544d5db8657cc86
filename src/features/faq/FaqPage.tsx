import { Button } from '@mantine/core';
import { Link } from 'wouter';
import { PageHero } from '../../components/PageHero';

export default function FaqPage() {
  return (
    <PageHero
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      intro="A website from AED 1499 with domain and hosting included, live in as little as 72 hours. Here is what our customers ask before they start."
    >
      <Button component={Link} href="/contact">
        Ask us a question
      </Button>
    </PageHero>
  );
}
