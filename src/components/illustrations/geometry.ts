/** The theme's navy and honey scales (src/app/theme.ts), as literals: SVG paint cannot read Mantine's variables. */
export const ink = {
  deep: '#1c3a7f',
  navy: '#28468f',
  blue: '#2f4fa0',
  bright: '#4a70d5',
  mid: '#8ea6e4',
  soft: '#b6c6ee',
  pale: '#dce4f9',
  tint: '#eef3ff',
  honey: '#ffb838',
  honeyLight: '#ffdc9b',
  honeyPale: '#fff8e1',
  text: '#1f2937',
  muted: '#5c636a',
  line: '#e4e9f5',
  green: '#2b8a3e',
  greenPale: '#d3f9d8',
  white: '#ffffff',
};

export const round = (value: number) => Math.round(value * 10) / 10;

/** A pointy-topped hexagon, the honeycomb cell of the mark, as path data. */
export const hexagon = (cx: number, cy: number, r: number) => {
  const w = round(r * 0.866);
  return `M${round(cx)} ${round(cy - r)}l${w} ${r / 2}v${r}l-${w} ${r / 2}-${w}-${r / 2}v-${r}z`;
};
