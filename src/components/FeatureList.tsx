import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A grid of short items, each with a tick. */
export function FeatureList({ items, columns = 3 }: { items: string[]; columns?: number }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, md: columns }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <Group component="li" key={item} gap="sm" wrap="nowrap">
          <ThemeIcon size={26} radius="xl" color="brand.7" aria-hidden="true">
            <IconCheck size={16} />
          </ThemeIcon>
          <Text fw={600}>{item}</Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
