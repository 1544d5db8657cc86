import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { clientAppFeatures } from '../../content/marketing';

export default function ClientAppPage() {
  return (
    <>
      <PageHero
        eyebrow="Webbee Client"
        title="Invoicing and payments in your pocket"
        intro="Create invoices, send payment links and QR codes, and see what is paid and unpaid, from one app."
      >
        <Button component={Link} href="/contact" size="lg">
          Contact Us
        </Button>
      </PageHero>
      <PageSection title="Eight features to run your business">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {clientAppFeatures.map((feature) => (
            <Card key={feature.title} withBorder radius="lg" padding="lg">
              <Title order={3} size="h4">
                {feature.title}
              </Title>
              <Text mt="xs">{feature.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
