// The shapes the article covers are drawn with: flat editorial illustration, layered in depth,
// each a string of SVG in the cover's 1200×675 space.

const coverWidth = 1200;
const coverHeight = 675;

const n = (value: number) => String(Math.round(value * 10) / 10);
const attributes = (extra: Record<string, string | number | undefined>) =>
  Object.entries(extra)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');

type Extra = Record<string, string | number | undefined>;

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Extra = {}) =>
  `<rect${attributes({ x, y, width, height, fill, ...extra })}/>`;
export const round = (
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: string,
  extra: Extra = {},
) => rect(x, y, width, height, fill, { rx: radius, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Extra = {}) =>
  `<circle${attributes({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Extra = {}) =>
  `<ellipse${attributes({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const shape = (d: string, fill: string, extra: Extra = {}) => `<path${attributes({ d, fill, ...extra })}/>`;
export const stroke = (d: string, colour: string, width: number, extra: Extra = {}) =>
  `<path${attributes({ d, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra })}/>`;
export const group = (transform: string, ...children: string[]) =>
  `<g transform="${transform}">${children.join('')}</g>`;
export const faded = (opacity: number, ...children: string[]) => `<g opacity="${opacity}">${children.join('')}</g>`;

/** A repeatable sequence of numbers in [0, 1), so a cover is drawn the same on every build. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A vertical gradient, defined once per cover under its id. */
export const verticalGradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** Lines of text as a reader sees them from afar: rounded bars. */
export function textLines(x: number, y: number, width: number, count: number, colour: string, height = 8, gap = 16) {
  return Array.from({ length: count }, (_, line) =>
    round(x, y + line * gap, line === count - 1 && count > 1 ? width * 0.6 : width, height, height / 2, colour),
  ).join('');
}

/** Dubai's skyline between two x positions, standing on baseY; `landmark` puts the Burj Khalifa at that x. */
export function skyline(
  x0: number,
  x1: number,
  baseY: number,
  colour: string,
  seed: number,
  landmark?: number,
  tall = 1,
) {
  const random = seeded(seed);
  const parts: string[] = [];
  for (let x = x0; x < x1 - 6;) {
    const width = Math.min(26 + random() * 46, x1 - x);
    const height = (50 + random() * 150) * tall;
    const top = baseY - height;
    const kind = random();
    if (kind < 0.25)
      parts.push(
        shape(
          `M${n(x)} ${n(baseY)}V${n(top + 20)}L${n(x + width / 2)} ${n(top)}L${n(x + width)} ${n(top + 20)}V${n(baseY)}z`,
          colour,
        ),
      );
    else if (kind < 0.45)
      parts.push(
        shape(
          `M${n(x)} ${n(baseY)}V${n(top)}Q${n(x + width)} ${n(top)} ${n(x + width)} ${n(top + height * 0.35)}V${n(baseY)}z`,
          colour,
        ),
      );
    else parts.push(rect(x, top, width, height, colour));
    x += width + random() * 8;
  }
  if (landmark !== undefined) {
    const h = 360 * tall;
    const b = baseY;
    const x = landmark;
    parts.push(
      shape(
        `M${n(x - 34)} ${n(b)}L${n(x - 26)} ${n(b - h * 0.35)}L${n(x - 18)} ${n(b - h * 0.35)}L${n(x - 14)} ${n(b - h * 0.6)}L${n(x - 8)} ${n(b - h * 0.6)}L${n(x - 5)} ${n(b - h * 0.8)}L${n(x - 1.5)} ${n(b - h)}L${n(x + 1.5)} ${n(b - h)}L${n(x + 5)} ${n(b - h * 0.8)}L${n(x + 9)} ${n(b - h * 0.52)}L${n(x + 16)} ${n(b - h * 0.52)}L${n(x + 22)} ${n(b - h * 0.28)}L${n(x + 32)} ${n(b - h * 0.28)}L${n(x + 36)} ${n(b)}z`,
        colour,
      ),
    );
  }
  return parts.join('');
}

/** Lit windows scattered over a dusk skyline. */
export function windowsLit(x0: number, x1: number, y0: number, y1: number, colour: string, seed: number, count = 40) {
  const random = seeded(seed);
  return Array.from({ length: count }, () =>
    rect(x0 + random() * (x1 - x0), y0 + random() * (y1 - y0), 5, 7, colour, { opacity: 0.5 + random() * 0.5 }),
  ).join('');
}

export interface Person {
  /** Where the person stands (feet) or sits (seat), and how large they are drawn. */
  x: number;
  y: number;
  scale?: number;
  skin: string;
  hair: string;
  top: string;
  bottom?: string;
  pose?: 'stand' | 'sit' | 'bust';
  headwear?: 'ghutra' | 'shayla' | 'none';
  hairStyle?: 'short' | 'long' | 'bun' | 'curly';
  /** Hands' positions relative to the shoulders' centre, left and right as drawn. */
  hands?: [[number, number], [number, number]];
  facing?: 1 | -1;
}

/**
 * A person, drawn the way editorial illustration draws them: a head, a torso of one shape, limbs
 * as thick rounded strokes. A kandura and ghutra or an abaya and shayla where they fit the story.
 */
export function person({
  x,
  y,
  scale = 1,
  skin,
  hair,
  top,
  bottom = '#26304a',
  pose = 'stand',
  headwear = 'none',
  hairStyle = 'short',
  hands = [
    [-46, 110],
    [46, 110],
  ],
  facing = 1,
}: Person) {
  const parts: string[] = [];
  // Shoulders at (0, 0); the head above, the torso down to the hip at y = 150.
  const gown = headwear !== 'none';
  if (pose === 'stand') {
    const legColour = gown ? top : bottom;
    // The shadow they stand in puts them on the floor rather than in front of it.
    parts.push(ellipse(0, 298, 74, 10, '#000000', { opacity: 0.12 }));
    parts.push(stroke('M-16 140L-20 290', legColour, 30), stroke('M16 140L20 290', legColour, 30));
    parts.push(ellipse(-24, 296, 20, 8, '#1d2233'), ellipse(24, 296, 20, 8, '#1d2233'));
    if (gown) parts.push(shape('M-44 40L-52 292H52L44 40z', top));
  } else if (pose === 'sit') {
    parts.push(stroke('M-14 148L70 150L76 250', bottom, 32), stroke('M14 150L90 152L96 250', bottom, 32));
    parts.push(ellipse(84, 258, 20, 8, '#1d2233'), ellipse(104, 258, 20, 8, '#1d2233'));
  }
  parts.push(shape('M-46 14Q-46 -6 -26 -8H26Q46 -6 46 14L40 156H-40z', top));
  // Light from the side they face: the far half of the body a shade darker.
  parts.push(
    shape(facing > 0 ? 'M-46 14Q-46 -6 -26 -8H-6L-12 156H-40z' : 'M46 14Q46 -6 26 -8H6L12 156H40z', '#000000', {
      opacity: 0.1,
    }),
  );
  if (gown && headwear === 'ghutra') parts.push(stroke('M0 -4V150', '#00000018', 3));
  const [[lx, ly], [rx, ry]] = hands;
  parts.push(stroke(`M-36 8Q${n(-50 + lx * 0.2)} ${n(ly * 0.55)} ${n(lx)} ${n(ly)}`, top, 22));
  parts.push(stroke(`M36 8Q${n(50 + rx * 0.2)} ${n(ry * 0.55)} ${n(rx)} ${n(ry)}`, top, 22));
  parts.push(circle(lx, ly, 11, skin), circle(rx, ry, 11, skin));
  parts.push(rect(-9, -24, 18, 22, skin));
  if (headwear === 'ghutra') {
    parts.push(shape('M-34 -40Q-36 -96 0 -98Q36 -96 34 -40L44 10H-44z', '#f7f7f2'));
    parts.push(ellipse(0, -50, 24, 28, skin));
    parts.push(shape('M-24 -60Q0 -84 24 -60', 'none', { stroke: '#2b2b2b', 'stroke-width': 7 }));
    parts.push(shape('M-14 -30Q0 -20 14 -30Q10 -14 0 -14Q-10 -14 -14 -30z', hair));
  } else if (headwear === 'shayla') {
    parts.push(shape('M-36 -42Q-38 -100 0 -100Q38 -100 36 -42L48 16H-48z', hair));
    parts.push(ellipse(0, -50, 22, 27, skin));
  } else {
    if (hairStyle === 'long') parts.push(shape('M-30 -52Q-34 -96 0 -96Q34 -96 30 -52L34 10H-34z', hair));
    parts.push(ellipse(0, -50, 24, 28, skin));
    if (hairStyle === 'curly')
      parts.push(
        circle(-18, -74, 14, hair),
        circle(0, -82, 16, hair),
        circle(18, -74, 14, hair),
        circle(-24, -58, 10, hair),
        circle(24, -58, 10, hair),
      );
    else if (hairStyle === 'bun')
      parts.push(shape('M-25 -52Q-28 -82 0 -82Q28 -82 25 -52Q14 -70 -25 -52z', hair), circle(0, -88, 12, hair));
    else parts.push(shape(`M-25 -50Q-28 -82 0 -82Q28 -82 25 -50Q${n(8 * facing)} -70 -25 -50z`, hair));
  }
  // A nose turned the way they look gives the face a direction without drawing features.
  parts.push(shape(`M${n(4 * facing)} -52L${n(10 * facing)} -42H${n(2 * facing)}z`, '#00000022'));
  return group(
    `translate(${n(x)} ${n(y - (pose === 'stand' ? 296 : pose === 'sit' ? 150 : 60) * scale)}) scale(${n(scale)})`,
    ...parts,
  );
}

/** A laptop seen from the front, standing on y; `screen` is drawn in the screen's own space, 0..w by 0..h. */
export function laptop(x: number, y: number, width: number, body: string, screenFill: string, screen = '') {
  const height = width * 0.62;
  return (
    group(
      `translate(${n(x)} ${n(y - height - 10)})`,
      round(0, 0, width, height, 10, body),
      round(8, 8, width - 16, height - 14, 4, screenFill),
      group('translate(8 8)', screen),
    ) +
    shape(
      `M${n(x - width * 0.08)} ${n(y)}L${n(x - 2)} ${n(y - 12)}H${n(x + width + 2)}L${n(x + width * 1.08)} ${n(y)}z`,
      body,
      { opacity: 0.85 },
    )
  );
}

/** A phone, its top-left corner at x, y; `screen` is drawn in the screen's space, 0..w-16 by 0..h-30. */
export function phone(
  x: number,
  y: number,
  width: number,
  height: number,
  body: string,
  screenFill: string,
  screen = '',
  rotate = 0,
) {
  return group(
    `translate(${n(x)} ${n(y)}) rotate(${n(rotate)})`,
    round(0, 0, width, height, width * 0.14, body),
    round(8, 16, width - 16, height - 30, width * 0.06, screenFill),
    round(width / 2 - 14, 6, 28, 5, 2.5, screenFill, { opacity: 0.4 }),
    group('translate(8 16)', screen),
  );
}

/** A desk or counter top with its front, seen straight on. */
export const desk = (x: number, y: number, width: number, top: string, front: string, depth = 60) =>
  round(x, y, width, 14, 4, top) + rect(x + 14, y + 14, width - 28, depth, front);

export function plant(x: number, y: number, size: number, pot: string, leaf: string) {
  const leaves = [-50, -25, 0, 25, 50]
    .map((angle, index) =>
      group(
        `translate(${n(x)} ${n(y - size * 0.5)}) rotate(${angle})`,
        shape(
          `M0 0Q${n(size * 0.25)} ${n(-size * 0.6)} 0 ${n(-size * (index % 2 ? 1.05 : 1.25))}Q${n(-size * 0.25)} ${n(-size * 0.6)} 0 0z`,
          leaf,
        ),
      ),
    )
    .join('');
  return (
    leaves +
    shape(
      `M${n(x - size * 0.32)} ${n(y - size * 0.55)}H${n(x + size * 0.32)}L${n(x + size * 0.24)} ${n(y)}H${n(x - size * 0.24)}z`,
      pot,
    )
  );
}

export const mug = (x: number, y: number, colour: string) =>
  round(x, y - 40, 34, 40, 6, colour) +
  stroke(`M${n(x + 34)} ${n(y - 30)}q14 2 0 20`, colour, 6) +
  stroke(`M${n(x + 10)} ${n(y - 52)}q6 -8 0 -16M${n(x + 22)} ${n(y - 52)}q6 -8 0 -16`, '#ffffff', 3, { opacity: 0.6 });

export const pendantLamp = (x: number, top: number, length: number, shade: string, glow: string) =>
  stroke(`M${n(x)} ${n(top)}V${n(top + length)}`, '#1d2233', 3) +
  shape(
    `M${n(x)} ${n(top + length - 4)}C${n(x - 50)} ${n(top + length)} ${n(x - 56)} ${n(top + length + 44)} ${n(x - 56)} ${n(top + length + 44)}H${n(x + 56)}C${n(x + 56)} ${n(top + length + 44)} ${n(x + 50)} ${n(top + length)} ${n(x)} ${n(top + length - 4)}z`,
    shade,
  ) +
  shape(
    `M${n(x - 56)} ${n(top + length + 44)}L${n(x - 160)} ${n(top + length + 300)}H${n(x + 160)}L${n(x + 56)} ${n(top + length + 44)}z`,
    glow,
    { opacity: 0.1 },
  );

export function star(cx: number, cy: number, r: number, fill: string) {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 ? r * 0.45 : r;
    return `${n(cx + Math.cos(angle) * radius)} ${n(cy + Math.sin(angle) * radius)}`;
  });
  return shape(`M${points.join('L')}z`, fill);
}

/** A speech bubble with its tail at the bottom, toward `tail` (-1 left, 1 right). */
export const bubble = (x: number, y: number, width: number, height: number, fill: string, tail: 1 | -1 = -1) =>
  round(x, y, width, height, 18, fill) +
  shape(
    tail < 0
      ? `M${n(x + 24)} ${n(y + height - 2)}l-8 26l34 -26z`
      : `M${n(x + width - 24)} ${n(y + height - 2)}l8 26l-34 -26z`,
    fill,
  );

export const padlock = (cx: number, cy: number, size: number, body: string, shackle: string) =>
  stroke(
    `M${n(cx - size * 0.3)} ${n(cy)}V${n(cy - size * 0.3)}a${n(size * 0.3)} ${n(size * 0.3)} 0 0 1 ${n(size * 0.6)} 0V${n(cy)}`,
    shackle,
    size * 0.12,
  ) +
  round(cx - size * 0.48, cy - size * 0.05, size * 0.96, size * 0.72, size * 0.1, body) +
  circle(cx, cy + size * 0.25, size * 0.08, shackle) +
  rect(cx - size * 0.03, cy + size * 0.28, size * 0.06, size * 0.18, shackle);

export const envelope = (
  x: number,
  y: number,
  width: number,
  height: number,
  paper: string,
  fold: string,
  rotate = 0,
) =>
  group(
    `translate(${n(x)} ${n(y)}) rotate(${n(rotate)})`,
    round(0, 0, width, height, 6, paper),
    stroke(`M4 6L${n(width / 2)} ${n(height * 0.58)}L${n(width - 4)} 6`, fold, 5),
  );

export const paymentCard = (x: number, y: number, width: number, colour: string, accent: string, rotate = 0) =>
  group(
    `translate(${n(x)} ${n(y)}) rotate(${n(rotate)})`,
    round(0, 0, width, width * 0.63, width * 0.06, colour),
    round(width * 0.1, width * 0.2, width * 0.16, width * 0.12, 4, accent),
    textLines(width * 0.1, width * 0.44, width * 0.6, 1, '#ffffff', 6),
    circle(width * 0.78, width * 0.48, width * 0.07, accent, { opacity: 0.9 }),
    circle(width * 0.86, width * 0.48, width * 0.07, '#ffffff', { opacity: 0.6 }),
  );

export const parcel = (x: number, y: number, width: number, height: number, colour: string, tape: string) =>
  rect(x, y, width, height, colour) +
  shape(
    `M${n(x)} ${n(y)}l${n(width * 0.12)} -${n(height * 0.18)}h${n(width * 0.76)}l${n(width * 0.12)} ${n(height * 0.18)}z`,
    colour,
    { opacity: 0.75 },
  ) +
  rect(x + width * 0.42, y, width * 0.16, height, tape);

/** A shop front under a striped awning. */
export function shopfront(
  x: number,
  y: number,
  width: number,
  height: number,
  wall: string,
  stripes: [string, string],
  glass: string,
) {
  const stripeCount = 6;
  const stripeWidth = width / stripeCount;
  const awning = Array.from({ length: stripeCount }, (_, index) =>
    shape(
      `M${n(x + index * stripeWidth)} ${n(y + 30)}h${n(stripeWidth)}v34a${n(stripeWidth / 2)} ${n(stripeWidth / 2.6)} 0 0 1 -${n(stripeWidth)} 0z`,
      stripes[index % 2],
    ),
  ).join('');
  return (
    rect(x, y, width, height, wall) +
    rect(x - 8, y + 22, width + 16, 12, stripes[0]) +
    rect(x + width * 0.1, y + 90, width * 0.5, height - 90, glass) +
    rect(x + width * 0.66, y + 90, width * 0.24, height - 90, stripes[1], { opacity: 0.85 }) +
    awning
  );
}

export const lantern = (x: number, y: number, size: number, body: string, glow: string) =>
  stroke(`M${n(x)} 0V${n(y - size * 0.6)}`, body, 2) +
  circle(x, y, size * 1.6, glow, { opacity: 0.18 }) +
  shape(
    `M${n(x - size * 0.2)} ${n(y - size * 0.6)}h${n(size * 0.4)}l${n(size * 0.25)} ${n(size * 0.2)}h-${n(size * 0.9)}z`,
    body,
  ) +
  shape(
    `M${n(x - size * 0.45)} ${n(y - size * 0.4)}h${n(size * 0.9)}l${n(size * 0.1)} ${n(size * 0.7)}l-${n(size * 0.55)} ${n(size * 0.45)}l-${n(size * 0.55)} -${n(size * 0.45)}z`,
    body,
  ) +
  shape(
    `M${n(x - size * 0.3)} ${n(y - size * 0.3)}h${n(size * 0.6)}l${n(size * 0.06)} ${n(size * 0.55)}l-${n(size * 0.36)} ${n(size * 0.3)}l-${n(size * 0.36)} -${n(size * 0.3)}z`,
    glow,
  );

export function confetti(x0: number, y0: number, x1: number, y1: number, colours: string[], seed: number, count = 30) {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const x = x0 + random() * (x1 - x0);
    const y = y0 + random() * (y1 - y0);
    const colour = colours[index % colours.length];
    return random() < 0.5
      ? group(`translate(${n(x)} ${n(y)}) rotate(${n(random() * 180)})`, rect(-7, -3, 14, 6, colour))
      : circle(x, y, 3 + random() * 4, colour);
  }).join('');
}

/** A browser window: a bar with three dots and an address field; `page` is drawn under the bar, in its own space. */
export const browserWindow = (
  x: number,
  y: number,
  width: number,
  height: number,
  frame: string,
  paper: string,
  page = '',
) =>
  group(
    `translate(${n(x)} ${n(y)})`,
    round(0, 0, width, height, 14, frame),
    round(6, 40, width - 12, height - 46, 8, paper),
    circle(24, 20, 6, '#ff6b5b'),
    circle(44, 20, 6, '#ffc23d'),
    circle(64, 20, 6, '#3ecf7a'),
    round(90, 11, width - 120, 18, 9, paper, { opacity: 0.6 }),
    group('translate(6 40)', page),
  );

/** A whole cover: its gradients and layers, 16:9. */
export const coverSvg = (defs: string, ...layers: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${coverWidth}" height="${coverHeight}" viewBox="0 0 ${coverWidth} ${coverHeight}">${defs ? `<defs>${defs}</defs>` : ''}${layers.join('')}</svg>\n`;
