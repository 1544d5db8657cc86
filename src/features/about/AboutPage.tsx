import { Button, Text } from '@mantine/core';
import { Link } from 'wouter';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { StepList } from '../../components/StepList';
import { customerSteps } from '../../content/marketing';

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Webbee"
        title="We put UAE businesses online"
        intro="Webbee is a web-development company in Dubai. We build websites, online stores and business apps that owners can run themselves, without a developer on call."
      />
      <PageSection title="How we work" intro="Three steps take you from sign-up to a live website.">
        <StepList steps={customerSteps} />
      </PageSection>
      <PageSection title="Still not Convinced?" tinted>
        <Text maw="70ch">
          A mobile-friendly website builds credibility, shows your products, collects reviews and brings customers from search
          and maps, for less than a month of printed advertising.
        </Text>
        <Button component={Link} href="/createwebsite" w="fit-content">
          Start Building Your Website Now
        </Button>
      </PageSection>
    </>
  );
}
