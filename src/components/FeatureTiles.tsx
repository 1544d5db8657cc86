import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Columns } from './Columns';
import classes from './FeatureTiles.module.css';
import { IconBadge } from './IconBadge';

export interface FeatureTile {
  name: MessageDescriptor;
  icon: TablerIcon;
}

/** Short features as tiles, each led by its own icon, four to a row from laptops up. */
export function FeatureTiles({ items }: { items: FeatureTile[] }) {
  const { i18n } = useLingui();
  return (
    <Columns component="ul" cols={{ base: 1, xs: 2, md: 4 }} gap="md">
      {items.map(({ name, icon: Icon }) => (
        <li key={name.id} className={classes.tile}>
          <IconBadge size={44} background="honey-1" color="brand-9">
            <Icon size={24} stroke={1.75} />
          </IconBadge>
          <Text fw={600}>{i18n._(name)}</Text>
        </li>
      ))}
    </Columns>
  );
}
