import { LogoMark, SmallBackdrop, SmallIllustration } from './parts';

/**
 * The brand's own mark, large on a cell of its honeycomb, beside a hero that has no drawing of its
 * own (a list item that could not be shown): decoration, so that the end of a wide hero is not left
 * empty, with nothing in it to read.
 */
export function HeroEmblem() {
  return (
    <SmallIllustration>
      <SmallBackdrop />
      <LogoMark x={110} y={80} size={140} />
    </SmallIllustration>
  );
}
