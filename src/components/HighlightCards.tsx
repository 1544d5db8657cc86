import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Card, Text, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Columns } from './Columns';
import { IconBadge } from './IconBadge';

export interface Highlight {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** What the point is about, drawn above its title. */
  icon: TablerIcon;
}

/**
 * Points that hold in any order (reasons, notes), side by side as cards, each led by its icon; a
 * number would suggest an order, which is what StepList is for.
 */
export function HighlightCards({ items }: { items: Highlight[] }) {
  const { i18n } = useLingui();
  return (
    <Columns component="ul" cols={{ base: 1, sm: items.length > 3 ? 2 : items.length, md: items.length }} gap="lg">
      {items.map(({ title, text, icon: Icon }) => (
        <Card component="li" key={title.id} withBorder padding="lg" radius="lg">
          <IconBadge size={44} background="brand-0" color="brand-8">
            <Icon size={24} stroke={1.75} />
          </IconBadge>
          <Title order={3} size="h4" mt="md">
            {i18n._(title)}
          </Title>
          <Text mt="xs">{i18n._(text)}</Text>
        </Card>
      ))}
    </Columns>
  );
}
