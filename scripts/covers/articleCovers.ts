import { brand, honey } from '../../src/app/brandPalettes.ts';
import {
  browserWindow,
  bubble,
  circle,
  confetti,
  coverSvg,
  desk,
  ellipse,
  envelope,
  faded,
  group,
  lantern,
  laptop,
  mug,
  padlock,
  parcel,
  paymentCard,
  pendantLamp,
  person,
  phone,
  plant,
  rect,
  round,
  shape,
  shopfront,
  skyline,
  star,
  stroke,
  textLines,
  verticalGradient,
  windowsLit,
} from './coverDrawing.ts';

// Skin tones, hair and clothes, so the people in the pictures look like the Emirates' mix of people.
const skin = { light: '#f2c9a5', olive: '#d9a47a', tan: '#b97c52', brown: '#8a5634', deep: '#5e3a24' };
const hair = { black: '#1e1a1a', brown: '#4a2f22', auburn: '#7a3b22', grey: '#8d8a88' };
const ink = '#1d2233';
const sand = '#f3e6d3';
const terracotta = '#d9734e';
const teal = '#2a9d8f';
const sage = '#9bbf9a';
const blush = '#f4b6a6';
const cream = '#fff7ea';

/** The office: a wall, a window onto Dubai, a desk. */
const officeWithView = (id: string, wall: string, city: string, seed: number) =>
  rect(0, 0, 1200, 675, wall) +
  round(610, 70, 480, 360, 8, '#ffffff', { opacity: 0.5 }) +
  rect(624, 84, 452, 332, `url(#${id})`) +
  skyline(624, 1076, 416, city, seed, 860, 0.75) +
  rect(846, 84, 8, 332, '#ffffff', { opacity: 0.7 }) +
  rect(624, 246, 452, 8, '#ffffff', { opacity: 0.7 });

const launch = () =>
  coverSvg(
    verticalGradient('sky', '#ffd9a8', '#f7a77c'),
    officeWithView('sky', '#2f4fa0', '#e88a68', 11),
    rect(0, 520, 1200, 155, '#28468f'),
    // A wall clock: the 72 hours are counting.
    circle(420, 150, 70, cream),
    circle(420, 150, 58, '#ffffff'),
    stroke('M420 150V108M420 150L452 166', ink, 7),
    shape('M420 92A58 58 0 0 1 478 150H420z', honey[4], { opacity: 0.5 }),
    person({
      x: 520,
      y: 468,
      pose: 'sit',
      skin: skin.olive,
      hair: hair.black,
      top: honey[4],
      headwear: 'shayla',
      hands: [
        [60, 90],
        [100, 94],
      ],
      facing: 1,
    }),
    desk(360, 468, 640, sand, '#c9b59a', 120),
    laptop(
      640,
      468,
      240,
      '#d9dde8',
      brand[0],
      browserWindow(
        10,
        10,
        204,
        120,
        brand[6],
        '#ffffff',
        round(10, 10, 90, 50, 4, honey[3]) +
          textLines(110, 14, 70, 3, brand[2], 6, 14) +
          textLines(10, 70, 170, 2, brand[1], 6, 14),
      ),
    ),
    mug(920, 468, terracotta),
    parcel(90, 430, 150, 110, '#c98f5d', '#e9c796'),
    parcel(120, 350, 100, 80, '#d9a06b', '#f0d3a6'),
    plant(1080, 640, 130, terracotta, teal),
  );

const restaurantMenu = () =>
  coverSvg(
    verticalGradient('wall', '#1f3b4d', '#14283a'),
    rect(0, 0, 1200, 675, 'url(#wall)'),
    // An arched window onto the evening marina.
    shape('M120 470V190a130 130 0 0 1 260 0V470z', '#f6a56b'),
    skyline(120, 380, 470, '#8a4c5c', 7, 300, 0.6),
    windowsLit(130, 370, 330, 460, honey[2], 3, 18),
    shape('M120 470V190a130 130 0 0 1 260 0V470z', 'none', { stroke: sand, 'stroke-width': 14 }),
    pendantLamp(640, 0, 120, honey[5], honey[2]),
    pendantLamp(980, 0, 80, honey[5], honey[2]),
    rect(0, 470, 1200, 205, '#7b4a32'),
    ellipse(760, 520, 360, 50, '#a86a46'),
    ellipse(760, 512, 360, 46, '#f5efe6'),
    // A dish, a glass of mint lemonade.
    ellipse(620, 505, 110, 26, '#ffffff'),
    ellipse(620, 500, 78, 16, '#e4d5bf'),
    circle(600, 494, 16, terracotta),
    circle(630, 492, 14, sage),
    circle(650, 500, 12, honey[4]),
    round(900, 420, 44, 90, 8, '#cfe9d8', { opacity: 0.9 }),
    rect(900, 440, 44, 70, '#8fd19e', { opacity: 0.8 }),
    // The hand holding the phone with the menu.
    stroke('M980 675Q900 600 820 560', skin.tan, 60),
    phone(
      700,
      300,
      170,
      320,
      ink,
      cream,
      round(10, 14, 134, 70, 10, terracotta) +
        circle(40, 50, 18, honey[3]) +
        circle(90, 46, 14, sage) +
        textLines(10, 100, 120, 2, '#c7b9a5', 7, 16) +
        round(10, 142, 60, 46, 8, sage) +
        round(78, 142, 60, 46, 8, honey[4]) +
        textLines(10, 200, 120, 3, '#c7b9a5', 7, 16) +
        round(10, 250, 134, 26, 13, teal),
      -8,
    ),
    circle(820, 560, 34, skin.tan),
  );

const seoBasics = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#e9f0ff'),
    circle(1020, 120, 180, '#d7e3ff'),
    browserWindow(
      140,
      90,
      620,
      420,
      brand[8],
      '#ffffff',
      round(40, 36, 380, 44, 22, '#eef3ff') +
        circle(70, 58, 10, 'none', { stroke: brand[6], 'stroke-width': 4 }) +
        round(40, 110, 320, 14, 7, brand[6]) +
        textLines(40, 136, 480, 2, '#c9d3ea', 8, 18) +
        round(40, 200, 260, 14, 7, brand[5]) +
        textLines(40, 226, 480, 2, '#dde4f3', 8, 18) +
        round(40, 290, 280, 14, 7, brand[5]) +
        textLines(40, 316, 480, 1, '#dde4f3', 8, 18),
    ),
    // The first result carries a map pin: found on the map too.
    shape('M700 170c-30 0-50 22-50 50 0 38 50 86 50 86s50-48 50-86c0-28-20-50-50-50z', terracotta),
    circle(700, 220, 18, '#ffffff'),
    // The rising bars.
    rect(820, 430, 70, 170, brand[3]),
    rect(910, 360, 70, 240, brand[5]),
    rect(1000, 270, 70, 330, honey[4]),
    stroke('M800 420L900 340L990 300L1090 200', ink, 6),
    shape('M1090 200l-34 4 22 26z', ink),
    rect(0, 600, 1200, 75, brand[8]),
    // A magnifying glass over the results.
    circle(330, 430, 90, '#ffffff', { opacity: 0.35 }),
    circle(330, 430, 90, 'none', { stroke: honey[5], 'stroke-width': 22 }),
    stroke('M396 496L470 570', honey[7], 30),
    person({
      x: 620,
      y: 600,
      skin: skin.brown,
      hair: hair.black,
      top: teal,
      bottom: ink,
      hairStyle: 'curly',
      hands: [
        [-60, 60],
        [110, -70],
      ],
      facing: 1,
    }),
  );

const domainName = () =>
  coverSvg(
    verticalGradient('sky', '#bfe3ff', '#fff1d6'),
    rect(0, 0, 1200, 675, 'url(#sky)'),
    skyline(0, 1200, 470, '#c8d8ec', 21, 980, 0.9),
    rect(0, 560, 1200, 115, '#d8c8ae'),
    shopfront(300, 230, 560, 330, cream, [teal, '#ffffff'], '#bfe1ea'),
    // The sign over the door: the name, then the domain.
    round(390, 150, 380, 70, 14, ink),
    textLines(420, 172, 140, 1, honey[4], 14, 0),
    round(580, 170, 160, 30, 15, teal),
    textLines(596, 181, 120, 1, '#ffffff', 8, 0),
    person({
      x: 240,
      y: 590,
      skin: skin.light,
      hair: hair.auburn,
      top: terracotta,
      bottom: ink,
      hairStyle: 'bun',
      hands: [
        [40, -40],
        [60, 90],
      ],
      facing: 1,
    }),
    person({
      x: 960,
      y: 590,
      skin: skin.tan,
      hair: hair.black,
      top: '#ffffff',
      headwear: 'ghutra',
      hands: [
        [-40, 100],
        [-80, 20],
      ],
      facing: -1,
    }),
    phone(850, 470, 60, 110, ink, '#ffffff', textLines(6, 12, 36, 4, brand[2], 5, 12), -12),
    plant(70, 600, 90, ink, sage),
  );

const checkoutChoices = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#fde8dc'),
    circle(200, 160, 220, '#fbd6c4'),
    rect(0, 500, 1200, 175, '#f2c2a8'),
    // The shop counter: a card terminal, a card, notes and the parcel waiting for delivery.
    desk(140, 430, 920, cream, terracotta, 245),
    round(430, 270, 150, 160, 18, ink),
    round(448, 288, 114, 60, 8, '#9fd8c8'),
    ...[0, 1, 2].flatMap((row) =>
      [0, 1, 2].map((column) => round(452 + column * 38, 362 + row * 20, 30, 14, 4, '#3a4260')),
    ),
    paymentCard(600, 340, 170, brand[7], honey[4], -14),
    group(
      'translate(780 360) rotate(6)',
      round(0, 0, 180, 80, 6, '#8fc9a0'),
      round(12, 12, 156, 56, 28, 'none', { stroke: '#5f9d72', 'stroke-width': 3 }),
      circle(90, 40, 18, '#5f9d72'),
    ),
    group('translate(800 346) rotate(-4)', round(0, 0, 180, 80, 6, '#a7d8b4'), circle(90, 40, 18, '#6fae82')),
    parcel(180, 300, 170, 130, '#c98f5d', '#e9c796'),
    group('translate(190 260)', rect(0, 0, 70, 40, '#ffffff'), textLines(8, 10, 50, 2, '#c9b59a', 6, 12)),
    shape('M960 250h80l14 180h-108z', teal),
    stroke('M978 250q22 -50 44 0', teal, 6),
  );

const fivePages = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#eef3ff'),
    rect(0, 0, 1200, 675, 'none'),
    circle(600, 700, 520, '#dce4f9'),
    ...[
      [140, 170, -10, honey[3]],
      [330, 120, -5, blush],
      [520, 100, 0, brand[5]],
      [710, 120, 5, sage],
      [900, 170, 10, terracotta],
    ].map(([x, y, angle, colour]) =>
      group(
        `translate(${x} ${y}) rotate(${angle} 90 150)`,
        round(6, 10, 180, 300, 12, '#1c3a7f', { opacity: 0.12 }),
        round(0, 0, 180, 300, 12, '#ffffff'),
        round(14, 14, 152, 84, 8, String(colour)),
        textLines(14, 114, 130, 3, '#c9d3ea', 8, 18),
        round(14, 186, 70, 60, 8, '#eef3ff'),
        round(96, 186, 70, 60, 8, '#eef3ff'),
        round(14, 262, 80, 20, 10, String(colour)),
      ),
    ),
    person({
      x: 300,
      y: 640,
      scale: 0.9,
      skin: skin.light,
      hair: hair.brown,
      top: brand[7],
      bottom: ink,
      hairStyle: 'long',
      hands: [
        [60, -40],
        [40, 100],
      ],
    }),
    person({
      x: 930,
      y: 640,
      scale: 0.9,
      skin: skin.tan,
      hair: hair.black,
      top: '#ffffff',
      headwear: 'ghutra',
      hands: [
        [-70, -50],
        [-40, 100],
      ],
      facing: -1,
    }),
  );

const customerReviews = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#fff4dc'),
    circle(980, 560, 300, '#ffe6b3'),
    bubble(90, 80, 300, 110, '#ffffff'),
    ...[0, 1, 2, 3, 4].map((index) => star(140 + index * 48, 135, 20, honey[5])),
    bubble(800, 60, 320, 120, brand[6], 1),
    ...[0, 1, 2, 3, 4].map((index) => star(860 + index * 50, 100, 20, index < 4 ? honey[3] : '#ffffff')),
    textLines(840, 138, 220, 1, '#ffffff', 8),
    bubble(450, 210, 280, 96, teal),
    textLines(476, 236, 220, 2, '#ffffff', 9, 22),
    person({
      x: 260,
      y: 640,
      scale: 0.95,
      skin: skin.brown,
      hair: hair.black,
      top: terracotta,
      bottom: ink,
      hairStyle: 'curly',
      hands: [
        [-40, 100],
        [60, 40],
      ],
    }),
    phone(300, 480, 70, 130, ink, '#ffffff', [0, 1, 2].map((i) => star(12 + i * 16, 20, 7, honey[5])).join(''), -10),
    person({
      x: 600,
      y: 660,
      scale: 0.95,
      skin: skin.olive,
      hair: hair.black,
      top: brand[7],
      headwear: 'shayla',
      hands: [
        [-50, 100],
        [50, 100],
      ],
    }),
    person({
      x: 940,
      y: 640,
      scale: 0.95,
      skin: skin.light,
      hair: hair.grey,
      top: sage,
      bottom: '#4a4f6a',
      hands: [
        [-80, 30],
        [40, 100],
      ],
      facing: -1,
    }),
  );

const corporateEmail = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, brand[9]),
    circle(900, 150, 260, brand[8]),
    rect(0, 540, 1200, 135, '#15306b'),
    ...[
      [720, 90, -12, 150],
      [900, 200, 8, 120],
      [1010, 70, -4, 100],
    ].map(([x, y, angle, width]) => envelope(x, y, width, width * 0.64, cream, honey[5], angle)),
    stroke('M560 300C620 200 660 160 720 150', '#ffffff', 3, { 'stroke-dasharray': '8 12', opacity: 0.5 }),
    stroke('M600 330C700 290 800 280 900 260', '#ffffff', 3, { 'stroke-dasharray': '8 12', opacity: 0.5 }),
    person({
      x: 300,
      y: 540,
      pose: 'sit',
      skin: skin.light,
      hair: hair.auburn,
      top: sage,
      hairStyle: 'bun',
      hands: [
        [70, 90],
        [120, 96],
      ],
    }),
    desk(180, 540, 560, '#8ea6e4', '#28468f', 135),
    laptop(
      420,
      540,
      240,
      '#d9dde8',
      '#ffffff',
      envelope(70, 30, 84, 54, honey[2], honey[6]) + textLines(30, 100, 160, 1, brand[2], 6),
    ),
    plant(640, 540, 80, terracotta, sage),
    // "@": the address at the company's own domain.
    circle(1040, 470, 60, honey[4]),
    circle(1040, 470, 24, 'none', { stroke: brand[9], 'stroke-width': 12 }),
    stroke('M1064 462v20q0 14 14 10', brand[9], 12),
  );

const websiteSecurity = () =>
  coverSvg(
    verticalGradient('night', '#0f2150', '#1c3a7f'),
    rect(0, 0, 1200, 675, 'url(#night)'),
    faded(0.25, ...Array.from({ length: 9 }, (_, row) => stroke(`M0 ${60 + row * 70}H1200`, brand[4], 1))),
    browserWindow(
      140,
      120,
      560,
      380,
      brand[7],
      '#ffffff',
      round(24, 30, 512, 120, 10, '#eef3ff') +
        textLines(24, 176, 400, 3, '#c9d3ea', 9, 22) +
        round(24, 260, 160, 40, 20, teal),
    ),
    // The padlock of the address bar, grown into a shield over the page.
    shape('M880 110l190 70v150c0 120-90 200-190 240-100-40-190-120-190-240V180z', teal),
    shape('M880 140l160 58v132c0 100-76 170-160 204-84-34-160-104-160-204V198z', '#ffffff', { opacity: 0.14 }),
    padlock(880, 330, 170, honey[4], '#ffffff'),
    person({
      x: 300,
      y: 640,
      scale: 1.05,
      pose: 'bust',
      skin: skin.tan,
      hair: hair.black,
      top: terracotta,
      hairStyle: 'short',
      hands: [
        [-50, 150],
        [80, 40],
      ],
      facing: 1,
    }),
    round(370, 580, 70, 20, 10, honey[4]),
    circle(440, 590, 24, 'none', { stroke: honey[4], 'stroke-width': 10 }),
  );

const instagramToStore = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#fbe3ec'),
    circle(260, 600, 320, '#f7cddd'),
    phone(
      180,
      70,
      260,
      520,
      ink,
      '#ffffff',
      circle(40, 30, 20, terracotta) +
        textLines(70, 22, 100, 1, '#c9c3d1', 8) +
        [0, 1, 2]
          .flatMap((row) =>
            [0, 1, 2].map((column) =>
              round(
                4 + column * 78,
                70 + row * 78,
                72,
                72,
                4,
                [terracotta, honey[3], teal, blush, sage, brand[5], honey[5], '#c56b8a', '#7fb7e6'][row * 3 + column],
              ),
            ),
          )
          .join('') +
        round(4, 320, 236, 40, 20, '#c56b8a'),
      0,
    ),
    ...[0, 1, 2].map((index) =>
      group(
        `translate(${470 + index * 40} ${190 - index * 50})`,
        shape('M0 10c0-14 20-18 24-4 4-14 24-10 24 4 0 16-24 28-24 28S0 26 0 10z', index === 1 ? '#e5486f' : '#f07b95'),
      ),
    ),
    stroke('M470 380C560 380 600 420 680 420', '#c56b8a', 5, { 'stroke-dasharray': '2 14' }),
    shopfront(700, 210, 360, 330, cream, ['#c56b8a', '#ffffff'], '#f7d9e3'),
    rect(640, 540, 560, 135, '#e9b8c9'),
    shape('M640 400h90l-10 140h-70z', honey[4]),
    stroke('M660 400q25 -40 50 0', honey[6], 6),
    person({
      x: 900,
      y: 640,
      scale: 0.85,
      skin: skin.olive,
      hair: hair.brown,
      top: brand[7],
      bottom: ink,
      hairStyle: 'long',
      hands: [
        [-70, 120],
        [50, 100],
      ],
      facing: -1,
    }),
  );

const freelanceInvoicing = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#e8f2ea'),
    circle(1000, 140, 200, '#d3e8d7'),
    rect(0, 470, 1200, 205, '#b9d6bf'),
    // A café table: the laptop, a coffee, the invoice with its QR code.
    person({
      x: 420,
      y: 470,
      pose: 'sit',
      skin: skin.brown,
      hair: hair.black,
      top: honey[4],
      hairStyle: 'short',
      hands: [
        [80, 86],
        [130, 90],
      ],
    }),
    ellipse(650, 470, 380, 24, '#7b5a44'),
    rect(640, 480, 20, 190, '#5b4030'),
    laptop(
      500,
      462,
      220,
      '#3a4260',
      '#ffffff',
      textLines(16, 16, 120, 4, brand[2], 7, 16) + round(140, 70, 44, 44, 6, teal),
    ),
    mug(780, 462, terracotta),
    group(
      'translate(840 230) rotate(8)',
      round(0, 0, 230, 300, 8, '#ffffff'),
      round(20, 20, 100, 16, 8, teal),
      textLines(20, 56, 190, 4, '#cfd8d1', 8, 20),
      rect(20, 150, 190, 2, '#cfd8d1'),
      textLines(20, 166, 120, 1, ink, 10),
      ...[0, 1, 2, 3, 4].flatMap((row) =>
        [0, 1, 2, 3, 4]
          .filter((column) => (row * 7 + column * 3) % 4 !== 1)
          .map((column) => rect(130 + column * 14, 200 + row * 14, 12, 12, ink)),
      ),
      round(20, 250, 90, 28, 14, honey[4]),
    ),
    plant(150, 470, 110, '#ffffff', teal),
  );

const contentManagement = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#f6efe3'),
    circle(150, 120, 180, '#efe2cb'),
    // The site's page, its parts being moved by hand.
    round(300, 60, 600, 400, 16, ink),
    round(314, 74, 572, 372, 8, '#ffffff'),
    round(334, 94, 532, 120, 8, brand[1]),
    circle(420, 154, 36, honey[4]),
    textLines(480, 130, 300, 3, brand[4], 10, 24),
    round(334, 234, 164, 110, 8, '#eef3ff'),
    round(518, 234, 164, 110, 8, '#eef3ff'),
    round(334, 364, 532, 60, 8, '#eef3ff'),
    // The block being dragged into place.
    group(
      'translate(700 200) rotate(6)',
      round(6, 10, 200, 130, 10, '#000000', { opacity: 0.12 }),
      round(0, 0, 200, 130, 10, terracotta),
      textLines(20, 24, 140, 3, '#ffffff', 10, 24),
    ),
    stroke('M702 234h180v110h-164z', brand[4], 3, { 'stroke-dasharray': '10 8' }),
    // The settings: sliders and switches.
    round(940, 160, 200, 260, 14, '#ffffff'),
    ...[0, 1, 2].map(
      (index) =>
        stroke(`M970 ${210 + index * 60}H1110`, '#dde4f3', 8) +
        circle(990 + index * 40, 210 + index * 60, 13, [teal, honey[5], brand[6]][index]),
    ),
    round(970, 370, 60, 30, 15, teal),
    circle(1015, 385, 11, '#ffffff'),
    stroke('M600 460V520', ink, 18),
    round(500, 520, 200, 16, 8, ink),
    person({
      x: 180,
      y: 660,
      skin: skin.light,
      hair: hair.black,
      top: teal,
      bottom: ink,
      hairStyle: 'bun',
      hands: [
        [120, -40],
        [40, 100],
      ],
    }),
    rect(0, 620, 1200, 55, '#e3d3b8'),
  );

const ramadanPromotions = () =>
  coverSvg(
    verticalGradient('dusk', '#1a1f4a', '#51408a'),
    rect(0, 0, 1200, 675, 'url(#dusk)'),
    ...[
      [140, 80],
      [380, 140],
      [520, 60],
      [980, 90],
      [1100, 200],
      [760, 40],
    ].map(([x, y]) => star(x, y, 6, honey[2])),
    circle(900, 150, 80, honey[2]),
    circle(930, 130, 72, '#2a2b5c'),
    // The mosque's domes and minarets on the horizon.
    shape('M60 520V430a80 80 0 0 1 160 0V520z', '#2d2860'),
    shape('M240 520V380a120 120 0 0 1 240 0V520z', '#2d2860'),
    rect(500, 250, 30, 270, '#2d2860'),
    shape('M495 250l20 -60 20 60z', '#2d2860'),
    rect(0, 520, 1200, 155, '#231f50'),
    lantern(160, 190, 60, honey[5], honey[2]),
    lantern(1060, 300, 70, honey[5], honey[2]),
    lantern(680, 140, 44, '#c56b8a', honey[2]),
    // The promotion on a phone, and gifts ready.
    phone(
      560,
      260,
      190,
      360,
      ink,
      cream,
      round(10, 10, 154, 110, 10, '#6a4fb0') +
        circle(90, 60, 30, honey[3]) +
        circle(102, 52, 26, '#6a4fb0') +
        textLines(12, 140, 140, 2, '#c7b9a5', 8, 18) +
        round(12, 190, 70, 70, 8, blush) +
        round(92, 190, 70, 70, 8, honey[3]) +
        round(12, 280, 150, 30, 15, '#6a4fb0'),
      0,
    ),
    parcel(820, 470, 150, 120, '#c56b8a', honey[4]),
    parcel(960, 520, 110, 70, teal, honey[4]),
    parcel(300, 500, 120, 90, honey[5], '#c56b8a'),
  );

const measuringWhatMatters = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#0f2150'),
    circle(1100, 600, 320, '#16306c'),
    round(110, 70, 700, 420, 18, '#ffffff'),
    textLines(140, 100, 200, 1, brand[3], 12),
    // The chart of calls, chats and forms over the weeks.
    faded(0.6, ...[0, 1, 2, 3].map((row) => stroke(`M150 ${170 + row * 70}H760`, '#e3e9f6', 2))),
    shape('M150 400L250 360L350 380L450 300L550 310L650 230L760 190V420H150z', brand[1]),
    stroke('M150 400L250 360L350 380L450 300L550 310L650 230L760 190', brand[6], 6),
    stroke('M150 410L250 400L350 390L450 370L550 350L650 330L760 300', honey[5], 5),
    ...[250, 450, 650].map((x, index) => circle(x, [360, 300, 230][index], 9, brand[8])),
    round(140, 440, 120, 26, 13, teal),
    round(280, 440, 120, 26, 13, honey[4]),
    // The donut of where the customers came from.
    circle(960, 200, 110, teal),
    shape('M960 90A110 110 0 0 1 1066 228L960 200z', honey[4]),
    shape('M1066 228A110 110 0 0 1 900 292L960 200z', terracotta),
    circle(960, 200, 60, '#0f2150'),
    bubble(870, 380, 220, 80, '#3ecf7a', 1),
    textLines(896, 404, 160, 2, '#ffffff', 8, 20),
    person({
      x: 600,
      y: 630,
      scale: 1.1,
      pose: 'bust',
      skin: skin.olive,
      hair: hair.black,
      top: '#ffffff',
      headwear: 'ghutra',
      hands: [
        [-40, 150],
        [40, 150],
      ],
      facing: 1,
    }),
  );

const builderUpdate = () =>
  coverSvg(
    verticalGradient('hall', '#0b1433', '#1c3a7f'),
    rect(0, 0, 1200, 675, 'url(#hall)'),
    // The room's spotlights and hanging banners, the update on the big screen.
    ...[200, 600, 1000].map((x) => shape(`M${x - 20} 0h40l140 480h-320z`, '#ffffff', { opacity: 0.06 })),
    round(80, 30, 220, 70, 6, honey[4]),
    round(900, 30, 220, 70, 6, teal),
    textLines(110, 56, 150, 1, ink, 14),
    textLines(930, 56, 150, 1, '#ffffff', 14),
    // The stand: the screen shows a site being built.
    rect(300, 140, 600, 330, brand[8]),
    round(330, 170, 540, 270, 8, '#ffffff'),
    round(350, 190, 500, 90, 6, brand[1]),
    circle(400, 235, 28, honey[4]),
    textLines(450, 214, 300, 3, brand[4], 10, 18),
    ...[0, 1, 2].map((index) => round(350 + index * 170, 300, 160, 120, 6, [blush, sage, honey[2]][index])),
    rect(260, 470, 680, 40, brand[7]),
    rect(0, 510, 1200, 165, '#0b1433'),
    ...[
      [120, skin.light, hair.brown, terracotta, 'long', 'none', 1],
      [300, skin.tan, hair.black, '#ffffff', 'short', 'ghutra', 1],
      [520, skin.deep, hair.black, honey[4], 'curly', 'none', 1],
      [760, skin.olive, hair.black, ink, 'short', 'shayla', -1],
      [980, skin.brown, hair.black, teal, 'short', 'none', -1],
      [1120, skin.light, hair.grey, brand[5], 'short', 'none', -1],
    ].map(([x, tone, colour, top, style, headwear, facing]) =>
      person({
        x: Number(x),
        y: 650,
        scale: 0.9,
        pose: 'bust',
        skin: String(tone),
        hair: String(colour),
        top: String(top),
        hairStyle: style as 'short',
        headwear: headwear as 'none',
        facing: facing as 1,
        hands: [
          [-40, 150],
          [40, 150],
        ],
      }),
    ),
  );

const multiVendor = () =>
  coverSvg(
    verticalGradient('sky', '#ffe2b8', '#ffd0c0'),
    rect(0, 0, 1200, 675, 'url(#sky)'),
    skyline(0, 1200, 300, '#f1b9a2', 31, 160, 0.7),
    shopfront(40, 200, 340, 330, '#fff4e0', [terracotta, '#ffffff'], '#fbd9c6'),
    shopfront(430, 170, 340, 360, '#eef3ff', [brand[6], '#ffffff'], '#cfdcf7'),
    shopfront(820, 200, 340, 330, '#eaf6ef', [teal, '#ffffff'], '#c6e6d6'),
    rect(0, 530, 1200, 145, '#e7c9a8'),
    // One storefront and one app for all of them.
    phone(
      520,
      330,
      160,
      300,
      ink,
      '#ffffff',
      round(8, 8, 128, 40, 6, brand[6]) +
        [0, 1, 2]
          .map((row) => round(8, 60 + row * 62, 128, 54, 6, [terracotta, brand[5], teal][row], { opacity: 0.85 }))
          .join(''),
      0,
    ),
    person({
      x: 230,
      y: 640,
      scale: 0.85,
      skin: skin.tan,
      hair: hair.black,
      top: honey[4],
      bottom: ink,
      hands: [
        [-60, 90],
        [60, 90],
      ],
    }),
    person({
      x: 990,
      y: 640,
      scale: 0.85,
      skin: skin.light,
      hair: hair.black,
      top: ink,
      headwear: 'shayla',
      hands: [
        [-60, 90],
        [60, 90],
      ],
      facing: -1,
    }),
  );

const websiteClinic = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#e7f4f2'),
    // The consultant at the whiteboard, reviewing a site's speed and layout.
    round(120, 60, 560, 340, 10, '#ffffff'),
    round(120, 60, 560, 340, 10, 'none', { stroke: '#b7c9c6', 'stroke-width': 8 }),
    circle(280, 230, 100, '#e6ecf5'),
    shape('M180 230A100 100 0 0 1 340 150L280 230z', teal),
    stroke('M280 230L340 170', ink, 8),
    round(420, 130, 200, 200, 8, 'none', { stroke: brand[5], 'stroke-width': 6 }),
    round(440, 150, 160, 40, 4, brand[2]),
    round(440, 200, 75, 110, 4, honey[3]),
    round(525, 200, 75, 110, 4, blush),
    person({
      x: 720,
      y: 640,
      skin: skin.brown,
      hair: hair.black,
      top: brand[7],
      bottom: ink,
      hairStyle: 'bun',
      hands: [
        [-110, -60],
        [30, 100],
      ],
      facing: -1,
    }),
    rect(0, 560, 1200, 115, '#c9e2de'),
    desk(820, 470, 340, sand, '#c9b59a', 140),
    person({
      x: 910,
      y: 470,
      pose: 'sit',
      skin: skin.olive,
      hair: hair.black,
      top: '#ffffff',
      headwear: 'ghutra',
      hands: [
        [60, 86],
        [100, 90],
      ],
    }),
    laptop(940, 462, 150, '#3a4260', '#ffffff', textLines(10, 10, 90, 3, brand[2], 6, 14)),
    mug(1110, 462, teal),
  );

const clientAppointments = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#f0ecff'),
    circle(900, 340, 300, '#e2dafc'),
    // The month, a booked day, the deposit paid from the same app.
    round(120, 110, 440, 420, 16, '#ffffff'),
    round(120, 110, 440, 80, 16, '#6a4fb0'),
    rect(120, 160, 440, 30, '#6a4fb0'),
    circle(190, 110, 10, ink),
    circle(490, 110, 10, ink),
    ...Array.from({ length: 28 }, (_, day) =>
      round(
        150 + (day % 7) * 56,
        214 + Math.floor(day / 7) * 72,
        44,
        44,
        10,
        day === 17 ? honey[4] : day === 9 ? teal : '#f0ecff',
      ),
    ),
    phone(
      700,
      120,
      220,
      440,
      ink,
      '#ffffff',
      textLines(16, 20, 120, 1, '#6a4fb0', 12) +
        [0, 1, 2, 3].map((row) => round(16, 60 + row * 64, 172, 50, 10, row === 1 ? honey[4] : '#f0ecff')).join('') +
        round(16, 330, 172, 44, 22, '#6a4fb0') +
        stroke('M80 352l14 12 26 -26', '#ffffff', 6),
      4,
    ),
    person({
      x: 1040,
      y: 640,
      scale: 0.9,
      skin: skin.deep,
      hair: hair.black,
      top: terracotta,
      bottom: ink,
      hairStyle: 'curly',
      hands: [
        [-90, -10],
        [40, 100],
      ],
      facing: -1,
    }),
    rect(0, 610, 1200, 65, '#d9d0f5'),
  );

const sellerRewards = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, brand[8]),
    circle(600, 720, 520, brand[7]),
    confetti(60, 40, 1140, 360, [honey[3], teal, blush, '#ffffff'], 5, 46),
    // The medal of the partners' programme.
    shape('M540 40l40 120h-40l-40-120zM660 40l-40 120h40l40-120z', terracotta),
    circle(600, 210, 80, honey[4]),
    circle(600, 210, 60, honey[6]),
    star(600, 210, 36, honey[2]),
    ...[
      [160, skin.light, hair.auburn, teal, 'long', 'none'],
      [360, skin.tan, hair.black, '#ffffff', 'short', 'ghutra'],
      [600, skin.deep, hair.black, honey[4], 'curly', 'none'],
      [840, skin.olive, hair.black, blush, 'short', 'shayla'],
      [1040, skin.brown, hair.black, sage, 'bun', 'none'],
    ].map(([x, tone, colour, top, style, headwear], index) =>
      person({
        x: Number(x),
        y: 660,
        scale: 1.2,
        pose: 'bust',
        skin: String(tone),
        hair: String(colour),
        top: String(top),
        hairStyle: style as 'short',
        headwear: headwear as 'none',
        facing: index < 2 ? 1 : -1,
        hands: [
          [-60, -40],
          [60, -40],
        ],
      }),
    ),
  );

const onboardingVisit = () =>
  coverSvg(
    verticalGradient('sky', '#9fd4f0', '#e6f4fb'),
    rect(0, 0, 1200, 675, 'url(#sky)'),
    circle(1040, 110, 50, '#fff3c4'),
    // Domes far off, the customer's building near: our team at their door.
    shape('M40 420V380a40 40 0 0 1 80 0V420zM140 420V350a60 60 0 0 1 120 0V420z', '#ffffff', { opacity: 0.8 }),
    rect(270, 290, 14, 130, '#ffffff', { opacity: 0.8 }),
    rect(0, 420, 1200, 255, '#e9dcc6'),
    rect(360, 80, 460, 420, '#5d7fb5'),
    ...Array.from({ length: 24 }, (_, index) =>
      rect(384 + (index % 6) * 72, 104 + Math.floor(index / 6) * 76, 60, 62, index % 5 === 2 ? honey[2] : '#a8c6ec'),
    ),
    rect(530, 420, 120, 80, '#2f4fa0'),
    rect(340, 500, 500, 20, '#c9b59a'),
    ...[260, 930, 1080].map(
      (x) =>
        stroke(`M${x} 540Q${x + 6} 400 ${x} 300`, '#8a6a4a', 14) +
        [-60, -20, 20, 60]
          .map((angle) =>
            group(
              `translate(${x} 300) rotate(${angle})`,
              shape('M0 0Q50 -30 100 10Q50 -10 0 0z', '#3d8f5a'),
              shape('M0 0Q-50 -30 -100 10Q-50 -10 0 0z', '#4aa36a'),
            ),
          )
          .join(''),
    ),
    person({
      x: 620,
      y: 620,
      scale: 0.75,
      skin: skin.tan,
      hair: hair.black,
      top: '#ffffff',
      headwear: 'ghutra',
      hands: [
        [50, 40],
        [40, 100],
      ],
    }),
    person({
      x: 720,
      y: 620,
      scale: 0.75,
      skin: skin.light,
      hair: hair.brown,
      top: terracotta,
      bottom: ink,
      hairStyle: 'long',
      hands: [
        [-50, 40],
        [40, 100],
      ],
      facing: -1,
    }),
  );

const arabicTemplates = () => {
  const eightPoint = (cx: number, cy: number, r: number, fill: string) =>
    rect(cx - r, cy - r, r * 2, r * 2, fill) +
    group(`rotate(45 ${cx} ${cy})`, rect(cx - r, cy - r, r * 2, r * 2, fill));
  return coverSvg(
    '',
    rect(0, 0, 1200, 675, '#0f4c5c'),
    faded(
      0.18,
      ...Array.from({ length: 40 }, (_, index) =>
        eightPoint(60 + (index % 10) * 120, 60 + Math.floor(index / 10) * 180, 30, sand),
      ),
    ),
    // Templates laid right to left: clinic, restaurant, real estate, retail.
    ...[
      [740, 90, terracotta],
      [440, 90, honey[4]],
      [140, 90, sage],
      [740, 380, blush],
      [440, 380, '#7fb7e6'],
      [140, 380, '#c56b8a'],
    ].map(([x, y, colour]) =>
      group(
        `translate(${x} ${y})`,
        round(0, 0, 260, 230, 10, '#ffffff'),
        round(12, 12, 236, 90, 6, String(colour)),
        textLines(108, 118, 140, 3, '#cbd5d8', 8, 18),
        round(178, 190, 70, 24, 12, String(colour)),
        round(12, 118, 80, 70, 6, '#eef2f3'),
      ),
    ),
    round(1040, 100, 120, 470, 16, '#ffffff', { opacity: 0.95 }),
    ...[terracotta, honey[4], sage, blush, '#7fb7e6', teal].map((colour, index) =>
      circle(1100, 150 + index * 72, 24, colour),
    ),
  );
};

const websiteOfTheMonth = () =>
  coverSvg(
    verticalGradient('stage', '#3b1f3f', '#1d2233'),
    rect(0, 0, 1200, 675, 'url(#stage)'),
    // Curtains, a spotlight, the month's trophy on its stand.
    shape('M0 0H220Q180 300 230 675H0z', '#8c2f4a'),
    shape('M1200 0H980Q1020 300 970 675H1200z', '#8c2f4a'),
    shape('M600 0l-40 0-220 560h520L640 0z', honey[2], { opacity: 0.14 }),
    ellipse(600, 560, 270, 40, honey[2], { opacity: 0.2 }),
    rect(0, 560, 1200, 115, '#2a1d33'),
    rect(500, 430, 200, 130, '#4a3052'),
    rect(490, 420, 220, 18, '#5d3c66'),
    shape('M520 150h160v60a80 80 0 0 1 -160 0z', honey[4]),
    stroke('M520 170h-30q-10 60 40 80M680 170h30q10 60 -40 80', honey[5], 12),
    rect(588, 288, 24, 70, honey[5]),
    round(550, 358, 100, 24, 4, honey[6]),
    round(536, 382, 128, 38, 6, honey[7]),
    star(600, 210, 26, honey[2]),
    confetti(240, 40, 960, 400, [honey[3], teal, blush, '#ffffff'], 9, 36),
    person({
      x: 330,
      y: 640,
      scale: 0.8,
      skin: skin.olive,
      hair: hair.black,
      top: ink,
      headwear: 'shayla',
      hands: [
        [60, -60],
        [-40, -70],
      ],
    }),
    person({
      x: 860,
      y: 640,
      scale: 0.8,
      skin: skin.brown,
      hair: hair.black,
      top: '#ffffff',
      headwear: 'ghutra',
      hands: [
        [-60, -70],
        [40, -60],
      ],
      facing: -1,
    }),
  );

const tapToPay = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#1d2233'),
    circle(600, 340, 300, '#262d45'),
    circle(600, 340, 200, '#2e3654'),
    // The card terminal, the phone tapped on it, the waves between them.
    round(640, 170, 240, 380, 30, '#e9ecf3'),
    round(670, 200, 180, 120, 12, teal),
    stroke('M730 260l24 22 44 -46', '#ffffff', 10),
    ...[0, 1, 2].flatMap((row) =>
      [0, 1, 2].map((column) => round(676 + column * 60, 340 + row * 50, 48, 36, 8, '#c8cee0')),
    ),
    ...[0, 1, 2].map((index) =>
      stroke(`M${560 + index * 26} ${250 - index * 10}q30 40 0 80`, honey[4], 8, { opacity: 1 - index * 0.25 }),
    ),
    stroke('M120 675Q260 520 400 470', skin.light, 90),
    phone(
      300,
      170,
      200,
      390,
      '#0d0f18',
      '#ffffff',
      round(14, 30, 156, 100, 12, brand[7]) +
        round(30, 50, 40, 28, 4, honey[4]) +
        textLines(14, 160, 150, 2, '#d5dae6', 8, 20) +
        circle(92, 280, 30, 'none', { stroke: ink, 'stroke-width': 5 }),
      -10,
    ),
    circle(400, 470, 48, skin.light),
  );

const seoWebinar = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#fff1e6'),
    circle(1040, 560, 300, '#ffe1cc'),
    laptop(
      200,
      560,
      800,
      '#3a4260',
      '#1d2233',
      [0, 1, 2, 3]
        .map((index) => {
          const x = 12 + (index % 2) * 380;
          const y = 12 + Math.floor(index / 2) * 235;
          const tones = [skin.light, skin.tan, skin.deep, skin.olive];
          const tops = [brand[6], terracotta, teal, honey[4]];
          // Each caller framed by their tile, as a video call crops them.
          return (
            `<clipPath id="tile${index}"><rect x="${x}" y="${y}" width="368" height="225" rx="8"/></clipPath>` +
            round(x, y, 368, 225, 8, ['#dfe8ff', '#ffe6d6', '#dff3ee', '#fff0c9'][index]) +
            `<g clip-path="url(#tile${index})">` +
            group(
              `translate(${x + 184} ${y + 150})`,
              person({
                x: 0,
                y: 60,
                scale: 0.85,
                pose: 'bust',
                skin: tones[index],
                hair: hair.black,
                top: tops[index],
                headwear: index === 3 ? 'shayla' : 'none',
                hairStyle: index === 1 ? 'long' : 'short',
                hands: [
                  [-40, 150],
                  [40, 150],
                ],
              }),
            ) +
            '</g>'
          );
        })
        .join(''),
    ),
    // The search bar the webinar is about.
    round(340, 40, 520, 64, 32, '#ffffff'),
    circle(384, 72, 14, 'none', { stroke: brand[6], 'stroke-width': 5 }),
    stroke('M394 82l12 12', brand[6], 5),
    textLines(420, 66, 300, 1, '#c9d3ea', 12),
    stroke('M1040 250a70 70 0 0 1 140 0v60', ink, 14),
    round(1020, 290, 40, 70, 14, terracotta),
    round(1160, 290, 40, 70, 14, terracotta),
  );

const dataProtection = () =>
  coverSvg(
    verticalGradient('room', '#0b1a3d', '#12285c'),
    rect(0, 0, 1200, 675, 'url(#room)'),
    // The data centre's racks, their lights, and the shield across them.
    ...[80, 300, 820, 1040].map(
      (x) =>
        rect(x, 120, 180, 480, '#1a2f63') +
        Array.from(
          { length: 10 },
          (_, row) =>
            rect(x + 14, 140 + row * 45, 152, 34, '#22407d') +
            circle(x + 30, 157 + row * 45, 4, row % 3 ? '#3ecf7a' : honey[4]) +
            rect(x + 50, 153 + row * 45, 90, 6, '#35528f'),
        ).join(''),
    ),
    rect(0, 600, 1200, 75, '#081331'),
    shape('M600 110l170 62v140c0 110-80 180-170 216-90-36-170-106-170-216V172z', teal),
    shape('M600 140l140 50v122c0 92-66 150-140 180-74-30-140-88-140-180V190z', '#ffffff', { opacity: 0.12 }),
    padlock(600, 330, 150, honey[4], '#ffffff'),
    ...[0, 1, 2, 3, 4, 5].map((index) =>
      stroke(`M${480 + index * 48} 640v-${20 + (index % 3) * 14}`, '#3ecf7a', 4, { opacity: 0.5 }),
    ),
  );

const paymentGateway = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#eaf6ef'),
    circle(600, 340, 280, '#d8efe2'),
    // Two partners, a bridge of payments between them.
    shape('M80 520V260l150 -80 150 80v260z', brand[7]),
    ...[0, 1, 2, 3].map((index) => rect(110 + index * 64, 300, 28, 200, '#dce4f9')),
    rect(60, 500, 340, 30, brand[8]),
    round(800, 200, 320, 330, 14, teal),
    ...Array.from({ length: 12 }, (_, index) =>
      rect(830 + (index % 4) * 72, 230 + Math.floor(index / 4) * 90, 52, 60, '#c6e6d6'),
    ),
    rect(780, 520, 360, 14, '#1f7a6e'),
    stroke('M400 330C520 240 680 240 800 330', ink, 6, { 'stroke-dasharray': '4 16' }),
    ...[500, 600, 700].map(
      (x, index) =>
        circle(x, 270 - (index === 1 ? 12 : 0), 28, honey[4]) + circle(x, 270 - (index === 1 ? 12 : 0), 18, honey[6]),
    ),
    paymentCard(470, 360, 260, brand[9], honey[4], -6),
    rect(0, 560, 1200, 115, '#c6e6d6'),
    person({
      x: 460,
      y: 660,
      scale: 0.75,
      skin: skin.tan,
      hair: hair.black,
      top: '#ffffff',
      headwear: 'ghutra',
      hands: [
        [50, 30],
        [40, 100],
      ],
    }),
    person({
      x: 740,
      y: 660,
      scale: 0.75,
      skin: skin.light,
      hair: hair.brown,
      top: brand[7],
      bottom: ink,
      hairStyle: 'bun',
      hands: [
        [-50, 30],
        [-40, 100],
      ],
      facing: -1,
    }),
  );

const fasterApp = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#ffb838'),
    circle(320, 340, 300, '#ffc864'),
    ...[0, 1, 2, 3, 4].map((index) =>
      stroke(`M${40 + index * 20} ${180 + index * 70}H${340 - index * 10}`, '#ffffff', 10, { opacity: 0.5 }),
    ),
    phone(
      420,
      60,
      300,
      580,
      ink,
      '#ffffff',
      round(16, 20, 252, 120, 12, brand[7]) +
        textLines(34, 50, 160, 2, '#ffffff', 10, 24) +
        [0, 1]
          .flatMap((row) =>
            [0, 1].map((column) =>
              round(
                16 + column * 130,
                160 + row * 150,
                122,
                136,
                10,
                ['#fde8dc', '#eaf6ef', '#eef3ff', '#fff4dc'][row * 2 + column],
              ),
            ),
          )
          .join('') +
        round(16, 470, 252, 50, 25, brand[7]),
      0,
    ),
    // Order updates arriving as notifications.
    round(760, 140, 340, 90, 18, '#ffffff'),
    circle(810, 185, 26, teal),
    textLines(850, 168, 210, 2, '#cfd6e4', 10, 22),
    round(800, 260, 340, 90, 18, '#ffffff'),
    circle(850, 305, 26, brand[6]),
    textLines(890, 288, 210, 2, '#cfd6e4', 10, 22),
    // The gauge at its top speed.
    shape('M800 560a140 140 0 0 1 280 0z', ink),
    shape('M830 560a110 110 0 0 1 220 0z', '#ffb838'),
    stroke('M940 560L1020 480', '#ffffff', 10),
    circle(940, 560, 16, '#ffffff'),
  );

const backToSchool = () =>
  coverSvg(
    '',
    rect(0, 0, 1200, 675, '#fdf3e1'),
    // The classroom a tutoring centre books its trial lessons for: the board, the teacher, a pupil.
    round(120, 70, 620, 350, 14, '#a0714f'),
    round(142, 92, 576, 306, 6, '#2f5d50'),
    stroke('M200 200l50 -80l50 80z', '#ffffff', 6, { fill: 'none', opacity: 0.85 }),
    circle(400, 160, 42, 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.85 }),
    stroke('M500 160h60M530 130v60', honey[3], 8),
    stroke('M190 300q40 -30 80 0t80 0t80 0t80 0', '#ffffff', 6, { fill: 'none', opacity: 0.7 }),
    textLines(190, 340, 260, 2, '#ffffff', 8, 22),
    rect(300, 420, 260, 14, '#8a5d3f'),
    round(330, 408, 60, 12, 4, '#ffffff'),
    round(410, 410, 40, 10, 4, honey[4]),
    circle(1010, 150, 64, cream),
    circle(1010, 150, 52, '#ffffff'),
    stroke('M1010 150V112M1010 150L1036 164', ink, 7),
    rect(0, 560, 1200, 115, '#ead9bd'),
    person({
      x: 800,
      y: 640,
      skin: skin.tan,
      hair: hair.black,
      top: teal,
      headwear: 'shayla',
      hands: [
        [-120, -70],
        [30, 100],
      ],
      facing: -1,
    }),
    // The pupil sits behind the desk, which hides the legs.
    person({
      x: 950,
      y: 440,
      scale: 0.8,
      pose: 'sit',
      skin: skin.light,
      hair: hair.brown,
      top: honey[4],
      hairStyle: 'curly',
      hands: [
        [60, 70],
        [100, 74],
      ],
    }),
    desk(860, 480, 300, sand, '#c9b59a', 130),
    round(1040, 464, 100, 16, 4, terracotta),
    round(1048, 448, 88, 16, 4, brand[5]),
    round(1036, 432, 96, 16, 4, sage),
    round(900, 470, 90, 10, 3, '#ffffff'),
  );

export const articleCovers: Record<string, () => string> = {
  'launch-in-72-hours': launch,
  'restaurant-mobile-menu': restaurantMenu,
  'seo-basics': seoBasics,
  'domain-name': domainName,
  'checkout-choices': checkoutChoices,
  'five-pages': fivePages,
  'customer-reviews': customerReviews,
  'corporate-email': corporateEmail,
  'website-security': websiteSecurity,
  'instagram-to-store': instagramToStore,
  'freelance-invoicing': freelanceInvoicing,
  'content-management': contentManagement,
  'ramadan-promotions': ramadanPromotions,
  'measuring-what-matters': measuringWhatMatters,
  'builder-update': builderUpdate,
  'multi-vendor-market': multiVendor,
  'website-clinic': websiteClinic,
  'client-appointments': clientAppointments,
  'seller-rewards': sellerRewards,
  'onboarding-visit': onboardingVisit,
  'arabic-templates': arabicTemplates,
  'website-of-the-month': websiteOfTheMonth,
  'tap-to-pay': tapToPay,
  'seo-webinar': seoWebinar,
  'data-protection': dataProtection,
  'payment-gateway': paymentGateway,
  'faster-app': fasterApp,
  'back-to-school': backToSchool,
};
