import { hexagon, ink } from './geometry';
import { Honeycomb, LogoMark } from './parts';

/**
 * The brand's own mark, large on a cell of its honeycomb, beside a hero that has no drawing of its
 * own (FAQ, the legal pages, Contact, the sitemap, the lists): decoration, so that the end of a wide
 * hero is not left empty, with nothing in it to read.
 */
export function HeroEmblem() {
  return (
    <svg viewBox="0 0 360 300" width="360" height="300" aria-hidden="true" focusable="false">
      <path d={hexagon(180, 150, 140)} fill={ink.pale} opacity="0.6" />
      <Honeycomb x={30} y={40} cols={3} rows={3} r={14} stroke={ink.soft} />
      <LogoMark x={110} y={80} size={140} />
      <path d={hexagon(306, 238, 16)} fill={ink.honey} opacity="0.85" />
      <path d={hexagon(318, 64, 10)} fill="none" stroke={ink.navy} strokeOpacity="0.35" strokeWidth="2" />
    </svg>
  );
}
