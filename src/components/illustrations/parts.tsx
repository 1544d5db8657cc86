import { useDirection } from '@mantine/core';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { hexagon, ink, round } from './geometry';

const Shadow = createContext('');

/** The drawing is flipped left to right, for a right-to-left page: its words and ticks flip back. */
const Mirrored = createContext(false);

interface IllustrationProps {
  /** Names what the drawing shows when it carries meaning; without it the drawing is decorative. */
  label?: string;
  width?: number;
  height?: number;
  /**
   * Drawn left to right on a right-to-left page too: charts and figures, whose time runs left to
   * right in Arabic as in English, would read backwards in a mirror image.
   */
  leftToRight?: boolean;
  children: ReactNode;
}

/**
 * The frame of every hero drawing: width and height reserve its box before it paints, and every
 * card inside shares one soft shadow, named per drawing so two drawings on a page never share ids.
 * The shadows of cards near the edge may spill past the box rather than end in a straight cut.
 * On a right-to-left page the drawing is its mirror image, as the page around it is, unless it is
 * drawn left to right.
 */
export function Illustration({ label, width = 560, height = 460, leftToRight = false, children }: IllustrationProps) {
  const shadowId = useId();
  const { dir: pageDir } = useDirection();
  const dir = leftToRight ? 'ltr' : pageDir;
  const mirrored = dir === 'rtl';
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      fontFamily="inherit"
      direction={dir}
      overflow="visible"
    >
      <defs>
        <filter id={shadowId} x="-25%" y="-25%" width="150%" height="160%">
          <feDropShadow dy="10" stdDeviation="12" floodColor={ink.deep} floodOpacity="0.16" />
        </filter>
      </defs>
      <Shadow.Provider value={`url(#${shadowId})`}>
        <Mirrored.Provider value={mirrored}>
          {mirrored ? <g transform={`matrix(-1 0 0 1 ${width} 0)`}>{children}</g> : children}
        </Mirrored.Provider>
      </Shadow.Provider>
    </svg>
  );
}

interface BoxProps {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A white card lifted off the page. */
export function Card({ x, y, w, h, r = 14, children }: BoxProps & { r?: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={r} fill={ink.white} filter={useContext(Shadow)} />
      {children}
    </g>
  );
}

/** A rounded bar standing for a line of text, a field or a button. */
export function Bar({ x, y, w, h = 8, fill = ink.pale }: Omit<BoxProps, 'h'> & { h?: number; fill?: string }) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} />;
}

interface LabelProps {
  x: number;
  y: number;
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  children: ReactNode;
}

/**
 * A line of text. In a mirrored drawing it is flipped back about its own anchor so it reads, and
 * the drawing's right-to-left direction turns its start and end anchors with it.
 */
export function Label({ x, y, size = 12, weight = 600, fill = ink.text, anchor, children }: LabelProps) {
  const mirrored = useContext(Mirrored);
  return (
    <text
      x={mirrored ? -x : x}
      y={y}
      transform={mirrored ? 'scale(-1 1)' : undefined}
      fontSize={size}
      fontWeight={weight}
      fill={fill}
      textAnchor={anchor}
    >
      {children}
    </text>
  );
}

/** A desktop browser window with its address bar; the page is drawn from y + 34. */
export function Browser({ x, y, w, h, url, children }: BoxProps & { url: string; children?: ReactNode }) {
  return (
    <Card x={x} y={y} w={w} h={h}>
      <path d={`M${x} ${y + 30}v-16a14 14 0 0 1 14-14h${w - 28}a14 14 0 0 1 14 14v16z`} fill={ink.tint} />
      <circle cx={x + 16} cy={y + 15} r="4" fill="#ff8f7a" />
      <circle cx={x + 29} cy={y + 15} r="4" fill={ink.honey} />
      <circle cx={x + 42} cy={y + 15} r="4" fill="#63c98a" />
      <rect x={x + 60} y={y + 7} width={Math.min(w - 80, 220)} height="16" rx="8" fill={ink.white} />
      <path d={`M${x + 70} ${y + 14}h6v6h-6z`} fill={ink.muted} />
      <path d={`M${x + 71} ${y + 14}v-2a2 2 0 0 1 4 0v2`} fill="none" stroke={ink.muted} strokeWidth="1.2" />
      <Label x={x + 82} y={y + 19} size={9} weight={500} fill={ink.muted}>
        {url}
      </Label>
      {children}
    </Card>
  );
}

/** A phone; the screen starts at x + 8, y + 8 and its status bar leaves the top 26 units free. */
export function Phone({ x, y, w, h, children }: BoxProps & { children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="30" fill={ink.deep} filter={useContext(Shadow)} />
      <rect x={x + 8} y={y + 8} width={w - 16} height={h - 16} rx="23" fill={ink.white} />
      <rect x={x + w / 2 - 26} y={y + 15} width="52" height="11" rx="5.5" fill={ink.deep} />
      {children}
    </g>
  );
}

/** The Webbee honeycomb cell, at any size, with its top-left corner at x, y. */
export function LogoMark({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 40})`}>
      <path d="M20 2 36 11v18L20 38 4 29V11Z" fill={ink.navy} />
      <path d="M20 10 28 14.5v9L20 28l-8-4.5v-9Z" fill={ink.honey} />
    </g>
  );
}

/** A round badge with a tick, for what is done or paid; a tick is not mirrored in Arabic either. */
export function Tick({ cx, cy, r = 10, fill = ink.green }: { cx: number; cy: number; r?: number; fill?: string }) {
  const s = r / 10;
  const mirrored = useContext(Mirrored);
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <path
        transform={mirrored ? `matrix(-1 0 0 1 ${2 * cx} 0)` : undefined}
        d={`M${round(cx - 4.5 * s)} ${cy}l${round(3 * s)} ${round(3 * s)} ${round(6 * s)}-${round(6.5 * s)}`}
        fill="none"
        stroke={ink.white}
        strokeWidth={2 * s}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

interface HoneycombProps {
  x: number;
  y: number;
  cols: number;
  rows: number;
  r: number;
  stroke: string;
  opacity?: number;
  strokeWidth?: number;
}

/** A field of honeycomb cells, the mark's shape, as a quiet brand texture. */
export function Honeycomb({ x, y, cols, rows, r, stroke, opacity = 1, strokeWidth = 1.5 }: HoneycombProps) {
  const w = r * 1.732;
  const d = Array.from({ length: rows * cols }, (_, i) => {
    const row = Math.floor(i / cols);
    return hexagon(x + (i % cols) * w + (row % 2) * (w / 2), y + row * r * 1.5, r);
  }).join('');
  return <path d={d} fill="none" stroke={stroke} strokeWidth={strokeWidth} opacity={opacity} />;
}

/**
 * What stands behind every hero drawing: one large cell of the mark, a little honeycomb, and an
 * amber cell placed where the drawing leaves room for it.
 */
export function Backdrop({ accent = [530, 424] }: { accent?: [number, number] }) {
  return (
    <g>
      <path d={hexagon(280, 232, 218)} fill={ink.pale} opacity="0.6" />
      <Honeycomb x={488} y={22} cols={3} rows={3} r={12} stroke={ink.soft} />
      <path d={hexagon(accent[0], accent[1], 14)} fill={ink.honey} opacity="0.85" />
    </g>
  );
}

/** A page's small drawing beside a hero with no product to show, from 1024 px: decoration only. */
export function SmallIllustration({ children }: { children: ReactNode }) {
  return (
    <Illustration width={360} height={300}>
      {children}
    </Illustration>
  );
}

/**
 * What stands behind a page's small drawing (360 × 300, beside a hero with no product to show): one
 * large cell of the mark, a little honeycomb in a top corner, and an amber cell where it leaves room.
 */
export function SmallBackdrop({ accent = [306, 238] }: { accent?: [number, number] }) {
  return (
    <g>
      <path d={hexagon(180, 150, 140)} fill={ink.pale} opacity="0.6" />
      <Honeycomb x={24} y={30} cols={3} rows={2} r={11} stroke={ink.soft} />
      <path d={hexagon(accent[0], accent[1], 14)} fill={ink.honey} opacity="0.85" />
    </g>
  );
}

/** A picture placeholder: a sun over hills, the way a page layout shows a photo. */
export function Photo({ x, y, w, h, fill = ink.blue }: BoxProps & { fill?: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="8" fill={fill} />
      <path
        d={`M${x} ${y + h - 8}l${round(w * 0.32)}-${round(h * 0.42)} ${round(w * 0.22)} ${round(h * 0.26)} ${round(w * 0.16)}-${round(h * 0.16)} ${round(w * 0.3)} ${round(h * 0.32)}a8 8 0 0 1-8 8h${16 - w}a8 8 0 0 1-8-8z`}
        fill={ink.bright}
      />
      <circle cx={round(x + w * 0.72)} cy={round(y + h * 0.3)} r={round(Math.min(w, h) * 0.11)} fill={ink.honey} />
    </g>
  );
}

/** A team member in a round frame: head and shoulders, no face, so it stands for anyone. */
export function Person({ cx, cy, r, fill }: { cx: number; cy: number; r: number; fill: string }) {
  const side = round(r * 0.766);
  const low = round(cy + r * 0.643);
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} stroke={ink.white} strokeWidth="3" />
      <circle cx={cx} cy={round(cy - r * 0.22)} r={round(r * 0.3)} fill={ink.white} opacity="0.92" />
      <path
        d={`M${cx - side} ${low}A${side} ${round(r * 0.48)} 0 0 1 ${cx + side} ${low}A${r} ${r} 0 0 1 ${cx - side} ${low}z`}
        fill={ink.white}
        opacity="0.92"
      />
    </g>
  );
}
