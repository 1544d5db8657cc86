import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Columns } from './Columns';
import classes from './FeatureTiles.module.css';

/**
 * Add-ons as tiles, each marked with a plus, four to a row from laptops up: set apart from the
 * grouped features they add to. The mark is CSS, not an icon per tile, to keep the page's HTML small.
 */
export function FeatureTiles({ items }: { items: MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <Columns component="ul" cols={{ base: 1, xs: 2, md: 4 }} gap="md">
      {items.map((item) => (
        <li key={item.id} className={classes.tile}>
          <span className={classes.plus} aria-hidden="true" />
          <Text fw={600}>{i18n._(item)}</Text>
        </li>
      ))}
    </Columns>
  );
}
