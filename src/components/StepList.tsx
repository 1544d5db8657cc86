import { Card, Text, Title } from '@mantine/core';
import { Columns } from './Columns';
import { IconBadge } from './IconBadge';

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps side by side, stacking on phones. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <Columns component="ol" cols={{ base: 1, sm: steps.length }} gap="lg">
      {steps.map((step, index) => (
        <Card component="li" key={step.title} withBorder padding="lg" radius="lg">
          <IconBadge size={40} background="honey-4" color="brand-9">
            {index + 1}
          </IconBadge>
          <Title order={3} size="h4" mt="md">
            {step.title}
          </Title>
          <Text mt="xs">{step.text}</Text>
        </Card>
      ))}
    </Columns>
  );
}
