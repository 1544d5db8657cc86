import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Card, Text, Title } from '@mantine/core';
import { Columns } from './Columns';
import { IconBadge } from './IconBadge';
import { MaskedIcon } from './MaskedIcon';

export interface Highlight {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /**
   * The URL of a one-colour icon of what the point is about, drawn above its title through a mask in
   * the badge's colour. A file rather than inline SVG: these cards sit below the first screen, and
   * the HTML that carries them must fit the first round trip.
   */
  icon: string;
}

/**
 * Points that hold in any order (reasons, notes), side by side as cards, each led by its icon; a
 * number would suggest an order, which is what StepList is for.
 */
export function HighlightCards({ items }: { items: Highlight[] }) {
  const { i18n } = useLingui();
  return (
    <Columns component="ul" cols={{ base: 1, sm: items.length > 3 ? 2 : items.length, md: items.length }} gap="lg">
      {items.map(({ title, text, icon }) => (
        <Card component="li" key={title.id} withBorder padding="lg" radius="lg">
          <IconBadge size={44} background="brand-0" color="brand-8">
            <MaskedIcon src={icon} size={24} />
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
