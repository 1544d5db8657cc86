import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps side by side, stacking on phones. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: steps.length }}
      spacing="lg"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {steps.map((step, index) => (
        <Card component="li" key={step.title} withBorder padding="lg" radius="lg">
          <ThemeIcon size={40} radius="xl" color="honey.4" c="brand.9" fw={800} aria-hidden="true">
            {index + 1}
          </ThemeIcon>
          <Title order={3} size="h4" mt="md">
            {step.title}
          </Title>
          <Text mt="xs">{step.text}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
