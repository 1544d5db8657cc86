import { Button, Group } from '@mantine/core';
import { Link } from 'wouter';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { FeatureList } from '../../components/FeatureList';
import { claims } from '../../content/marketing';

const storeHighlights = [
  'Fully responsive online store',
  'Your own mobile app',
  'Single or multi vendor',
  'Card payments',
  'Abandoned cart recovery',
  'SEO tools',
];

export default function CartPage() {
  return (
    <>
      <PageHero
        eyebrow="Webbee Cart"
        title="An online store and mobile app for your business"
        intro={`A fully responsive e-commerce website with its own mobile app, delivered ${claims.cartDelivery}. Single or multi vendor, with no installation, contracts or hidden fees.`}
      >
        <Group>
          <Button component={Link} href="/contact" size="lg">
            Talk to our team
          </Button>
        </Group>
      </PageHero>
      <PageSection title="What your store includes">
        <FeatureList items={storeHighlights} />
      </PageSection>
    </>
  );
}
