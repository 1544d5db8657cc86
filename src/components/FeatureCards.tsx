import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Columns } from './Columns';

export interface FeatureCard {
  title: string;
  /** Text without margins of its own, so that every product page spaces its cards alike. */
  body: ReactNode;
}

/** Product features as cards, each a title and a short explanation. */
export function FeatureCards({ features, columns = 3 }: { features: FeatureCard[]; columns?: number }) {
  return (
    <Columns cols={{ base: 1, sm: 2, md: columns }} gap="lg">
      {features.map((feature) => (
        <Card key={feature.title} withBorder radius="lg" padding="lg">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {feature.title}
            </Title>
            {feature.body}
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}
