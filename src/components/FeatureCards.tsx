import { Card, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FeatureCard {
  title: string;
  body: ReactNode;
}

/** Product features as cards, each a title and a short explanation. */
export function FeatureCards({ features, columns = 3 }: { features: FeatureCard[]; columns?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {features.map((feature) => (
        <Card key={feature.title} withBorder radius="lg" padding="lg">
          <Title order={3} size="h4">
            {feature.title}
          </Title>
          {feature.body}
        </Card>
      ))}
    </SimpleGrid>
  );
}
