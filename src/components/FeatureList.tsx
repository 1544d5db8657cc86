import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Columns } from './Columns';
import { IconBadge } from './IconBadge';

/** A grid of short items, each with a tick. */
export function FeatureList({ items, columns = 3 }: { items: MessageDescriptor[]; columns?: number }) {
  const { i18n } = useLingui();
  return (
    <Columns component="ul" cols={{ base: 1, xs: 2, md: columns }}>
      {items.map((item) => (
        <Group component="li" key={item.id} gap="sm" wrap="nowrap">
          <IconBadge size={26} background="brand-7">
            <IconCheck size={16} />
          </IconBadge>
          <Text fw={600}>{i18n._(item)}</Text>
        </Group>
      ))}
    </Columns>
  );
}
