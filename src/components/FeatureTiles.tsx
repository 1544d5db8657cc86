import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Columns } from './Columns';
import classes from './FeatureTiles.module.css';
import { MaskedIcon } from './MaskedIcon';

export interface FeatureTile {
  name: MessageDescriptor;
  /** The URL of a one-colour icon; the tile paints it in the brand's colour through it as a mask. */
  icon: string;
}

/**
 * Add-ons as small cards, each name under its icon two to a row on phones, beside it four to a row
 * from laptops up. Plain cards with nothing that looks pressable, as they lead nowhere. The icons
 * are files the stylesheet paints, not SVG in the page, to keep Home's HTML small.
 */
export function FeatureTiles({ items }: { items: FeatureTile[] }) {
  const { i18n } = useLingui();
  return (
    <Columns component="ul" cols={{ base: 2, md: 4 }} gap="md">
      {items.map(({ name, icon }) => (
        <li key={name.id} className={classes.tile}>
          <MaskedIcon src={icon} size={28} className={classes.icon} />
          {i18n._(name)}
        </li>
      ))}
    </Columns>
  );
}
