import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';
import { PageHero } from '../../components/PageHero';
import { PageSection } from '../../components/PageSection';
import { company } from '../../content/company';

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="Let's talk about your website"
        intro="Call us, write to us or visit our office in Business Bay. We answer every message within one business day."
      />
      <PageSection>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} size="h4">
              Call us
            </Title>
            <Stack gap={6} mt="sm">
              {company.phones.map((phone) => (
                <Anchor key={phone.dial} href={`tel:${phone.dial}`}>
                  {phone.label}: {phone.display}
                </Anchor>
              ))}
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} size="h4">
              Write to us
            </Title>
            <Stack gap={6} mt="sm">
              {company.emails.map((email) => (
                <Anchor key={email} href={`mailto:${email}`}>
                  {email}
                </Anchor>
              ))}
            </Stack>
          </Card>
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} size="h4">
              Visit us
            </Title>
            <Text mt="sm">{company.address}</Text>
            <ExternalLink href={company.mapsUrl} mt="xs">
              Open in Google Maps
            </ExternalLink>
          </Card>
        </SimpleGrid>
      </PageSection>
    </>
  );
}
