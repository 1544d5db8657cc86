// The brand's colours, in a module of their own with no imports: the theme builds on them, and the
// build draws icons and share cards with them without loading Mantine and React.

/** Navy blue: shade 7, the primary shade, gives white button text a 9:1 contrast. */
export const brand = [
  '#eef3ff',
  '#dce4f9',
  '#b6c6ee',
  '#8ea6e4',
  '#6c8bdb',
  '#5679d6',
  '#4a70d5',
  '#2f4fa0',
  '#28468f',
  '#1c3a7f',
] as const;

/** Bee amber, for highlights on dark or white backgrounds (never as text on white). */
export const honey = [
  '#fff8e1',
  '#ffeecc',
  '#ffdc9b',
  '#ffc864',
  '#ffb838',
  '#ffad1b',
  '#ffa709',
  '#e39200',
  '#ca8100',
  '#af6d00',
] as const;
