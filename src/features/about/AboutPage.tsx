import { Button, List, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { IconBadge } from '@/components/IconBadge';
import { IntroVideo } from '@/components/IntroVideo';
import { company } from '@/content/company';
import { SideBySide } from '@/components/SideBySide';
import { PageHero } from '@/components/PageHero';
import { TeamProcessIllustration } from '@/components/illustrations/TeamProcessIllustration';
import { PageSection } from '@/components/PageSection';
import { StepList } from '@/components/StepList';
import { companyDescription, websiteBenefits } from '@/content/about';
import { customerSteps } from '@/content/marketing';
import { TeamCarousel } from './TeamCarousel';

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Webbee"
        title="We put UAE businesses online"
        intro="Webbee is a web-development company in Dubai. We build websites, online stores and business apps that owners can run themselves, without a developer on call."
        visual={<TeamProcessIllustration />}
      />
      <PageSection title="Who we are">
        <SideBySide aside={<IntroVideo channelUrl={company.youtubeChannelUrl} />}>
          <Stack gap="md">
            {companyDescription.map((paragraph) => (
              <Text key={paragraph.slice(0, 24)}>{paragraph}</Text>
            ))}
          </Stack>
        </SideBySide>
      </PageSection>
      <PageSection title="How we work" intro="Three steps take you from sign-up to a live website." tinted>
        <StepList steps={customerSteps} />
      </PageSection>
      <PageSection
        title="Still not Convinced?"
        intro="A mobile-friendly website works for your business day and night:"
      >
        <List
          spacing="sm"
          icon={
            <IconBadge size={24} background="brand-7">
              <IconCheck size={14} />
            </IconBadge>
          }
        >
          {websiteBenefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        <Button component={Link} href="/createwebsite" w="fit-content" size="md">
          Start Building Your Website Now
        </Button>
      </PageSection>
      <PageSection title="Our Team" intro="The people who design, build and support your website." tinted>
        <TeamCarousel />
      </PageSection>
    </>
  );
}
