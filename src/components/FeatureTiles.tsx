import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Columns } from './Columns';
import classes from './FeatureTiles.module.css';
import { MaskedIcon } from './MaskedIcon';

export interface FeatureTile {
  name: MessageDescriptor;
  /** One plain sentence on what the feature does for the business, under its name. */
  description: MessageDescriptor;
  /** The URL of a one-colour icon; the tile paints it in the brand's colour through it as a mask. */
  icon: string;
}

/**
 * Add-ons as small cards, each icon beside its name and what it does: one to a row on phones, two
 * on tablets, four from laptops up. Plain cards with nothing that looks pressable, as they lead
 * nowhere. The icons are files the stylesheet paints, not SVG in the page, to keep Home's HTML small.
 */
export function FeatureTiles({ items }: { items: FeatureTile[] }) {
  const { i18n } = useLingui();
  return (
    <Columns component="ul" cols={{ base: 1, sm: 2, md: 4 }} gap="md">
      {items.map(({ name, description, icon }) => (
        <li key={name.id} className={classes.tile}>
          <MaskedIcon src={icon} size={28} className={classes.icon} />
          <div>
            <p className={classes.name}>{i18n._(name)}</p>
            <p className={classes.description}>{i18n._(description)}</p>
          </div>
        </li>
      ))}
    </Columns>
  );
}
