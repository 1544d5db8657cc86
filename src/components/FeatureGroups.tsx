import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Columns } from './Columns';
import classes from './FeatureGroups.module.css';
import { IconBadge } from './IconBadge';
import { TickedList } from './TickedList';

export interface FeatureGroup {
  title: string;
  /** Drawn before the heading; a page whose HTML must stay small goes without. */
  icon?: TablerIcon;
  items: {
    key: string | number;
    name: string;
    /** A line or two under the name, such as the Cart's feature descriptions. */
    detail?: ReactNode;
  }[];
}

/**
 * A long list of features read as a few groups: each group a card under its heading (and icon), its
 * features listed inside. Groups of different lengths leave no empty slot, as a grid of
 * single features would.
 */
export function FeatureGroups({ groups }: { groups: FeatureGroup[] }) {
  return (
    // Four groups go two by two until 1200 px: four to a row at 1024 px, their names wrapped in
    // narrow cards and the shorter ones stood half empty.
    <Columns cols={{ base: 1, sm: groups.length === 3 ? 3 : 2, lg: groups.length }} gap="lg">
      {groups.map(({ title, icon: GroupIcon, items }) => (
        <Card key={title} withBorder radius="lg" padding="lg" className={classes.group}>
          <Group gap="sm" wrap="nowrap">
            {GroupIcon && (
              <IconBadge size={44} background="brand-7">
                <GroupIcon size={24} stroke={1.75} />
              </IconBadge>
            )}
            <Title order={3} size="h4">
              {title}
            </Title>
          </Group>
          <TickedList
            className={classes.items}
            items={items.map(({ key, name, detail }) => ({
              key,
              content: (
                <Stack gap={2}>
                  <Text fw={600}>{name}</Text>
                  {detail && <div className={classes.detail}>{detail}</div>}
                </Stack>
              ),
            }))}
          />
        </Card>
      ))}
    </Columns>
  );
}
