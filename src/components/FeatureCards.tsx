import { Card, Group, Stack, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Columns } from './Columns';
import { IconBadge } from './IconBadge';

export interface FeatureCard {
  title: string;
  /** Text without margins of its own, so that every product page spaces its cards alike. */
  body: ReactNode;
  /** Drawn before the title, as the Cart's feature groups draw theirs. */
  icon?: TablerIcon;
}

/** Product features as cards, each a title (after its icon) and a short explanation. */
export function FeatureCards({ features, columns = 3 }: { features: FeatureCard[]; columns?: number }) {
  return (
    <Columns cols={{ base: 1, sm: 2, md: columns }} gap="lg">
      {features.map(({ title, body, icon: FeatureIcon }) => (
        <Card key={title} withBorder radius="lg" padding="lg">
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap">
              {FeatureIcon && (
                <IconBadge size={44} background="brand-7">
                  <FeatureIcon size={24} stroke={1.75} />
                </IconBadge>
              )}
              <Title order={3} size="h4">
                {title}
              </Title>
            </Group>
            {body}
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}
