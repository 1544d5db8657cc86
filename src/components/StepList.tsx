import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Card, Text, Title } from '@mantine/core';
import { Columns } from './Columns';
import { IconBadge } from './IconBadge';

export interface Step {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** Numbered steps side by side, stacking on phones. */
export function StepList({ steps }: { steps: Step[] }) {
  const { i18n } = useLingui();
  return (
    <Columns component="ol" cols={{ base: 1, sm: steps.length }} gap="lg">
      {steps.map((step, index) => (
        <Card component="li" key={step.title.id} withBorder padding="lg" radius="lg">
          <IconBadge size={40} background="honey-4" color="brand-9">
            {index + 1}
          </IconBadge>
          <Title order={3} size="h4" mt="md">
            {i18n._(step.title)}
          </Title>
          <Text mt="xs">{i18n._(step.text)}</Text>
        </Card>
      ))}
    </Columns>
  );
}
