import { Button, Group } from '@mantine/core';
import { Link } from 'wouter';
import { FeatureList } from '../../components/FeatureList';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { claims, includedFeatures, premiumModules } from '../../content/marketing';

export default function HomePage() {
  return (
    <>
      <PageHero
        eyebrow="Websites for UAE businesses"
        title="Your professional business website, ready in 72 hours"
        intro={`A complete website from ${claims.priceFrom} with domain, hosting and SSL included. Update it yourself with our no-code content management system.`}
      >
        <Group>
          <Button component={Link} href="/createwebsite" size="lg">
            Start Building Your Website Now
          </Button>
          <Button component={Link} href="/webbeecart" size="lg" variant="outline">
            Explore Webbee Cart
          </Button>
        </Group>
      </PageHero>
      <PageSection
        title="Everything included in your website"
        intro={`Every package comes with these ${includedFeatures.length} features, set up for you by our team.`}
      >
        <FeatureList items={includedFeatures} />
      </PageSection>
      <PageSection title="Premium modules" intro="Add these modules when your business needs more." tinted>
        <FeatureList items={premiumModules} columns={4} />
      </PageSection>
    </>
  );
}
