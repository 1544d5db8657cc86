import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ink } from './geometry';
import { Backdrop, Bar, Browser, Card, Illustration, Label, Phone } from './parts';
import { useDirhams } from './useDirhams';

interface ProductProps {
  cx: number;
  y: number;
  s?: number;
}

/** An abaya on its hanger: the best seller of the store in the drawing. */
function Abaya({ cx, y, s = 1 }: ProductProps) {
  return (
    <g transform={`translate(${cx} ${y}) scale(${s})`}>
      <path d="M-10 0h20l8 5 16 26-8 4-8-11 5 40h-46l5-40-8 11-8-4 16-26z" fill={ink.navy} />
      <path d="M-10 0l10 12 10-12M0 12v52" fill="none" stroke={ink.honey} strokeWidth="1.6" />
    </g>
  );
}

function Tote({ cx, y }: ProductProps) {
  return (
    <g transform={`translate(${cx} ${y})`}>
      <path d="M-12 20v-7a12 12 0 0 1 24 0v7" fill="none" stroke={ink.deep} strokeWidth="3" />
      <rect x="-24" y="18" width="48" height="42" rx="5" fill={ink.honey} />
      <rect x="-24" y="18" width="48" height="10" rx="5" fill="#f0a21f" />
    </g>
  );
}

function Perfume({ cx, y }: ProductProps) {
  return (
    <g transform={`translate(${cx} ${y})`}>
      <rect x="-8" y="0" width="16" height="12" rx="2" fill={ink.honey} />
      <rect x="-5" y="12" width="10" height="8" fill={ink.deep} />
      <rect x="-18" y="20" width="36" height="42" rx="8" fill={ink.blue} />
      <rect x="-10" y="34" width="20" height="13" rx="2" fill={ink.white} opacity="0.85" />
    </g>
  );
}

const linenAbaya = { name: msg`Linen abaya`, price: 249 };
const products = [
  { x: 24, ...linenAbaya, Picture: Abaya },
  { x: 148, name: msg`Leather tote`, price: 390, Picture: Tote },
  { x: 272, name: msg`Oud perfume`, price: 180, Picture: Perfume },
];

/** Webbee Cart: a shop's website on a laptop and the same shop in its own mobile app. */
export function StoreAndAppIllustration({ label }: { label?: string }) {
  const { i18n, t } = useLingui();
  const dirhams = useDirhams();
  const store = t`NOOR`;
  const orderTotal = dirhams(498);
  return (
    <Illustration label={label}>
      <Backdrop accent={[322, 420]} />
      <Browser x={8} y={36} w={400} h={302} url="noormodestwear.ae">
        <Label x={26} y={92} size={13} weight={800} fill={ink.deep}>
          {store}
        </Label>
        <rect x={96} y={80} width={150} height={17} rx="8.5" fill={ink.tint} />
        <circle cx={108} cy={88.5} r={3.5} fill="none" stroke={ink.muted} strokeWidth="1.3" />
        <Bar x={118} y={86} w={60} h={5} fill={ink.soft} />
        <path d="M316 84h16l-2 12h-12z" fill="none" stroke={ink.deep} strokeWidth="1.8" strokeLinejoin="round" />
        <path d="M320 84v-2a4 4 0 0 1 8 0v2" fill="none" stroke={ink.deep} strokeWidth="1.8" />
        <circle cx={335} cy={81} r={6.5} fill={ink.honey} />
        <Label x={335} y={84.5} size={8.5} weight={800} fill={ink.deep} anchor="middle">
          2
        </Label>
        <rect x={24} y={108} width={368} height={66} rx="10" fill={ink.honeyPale} />
        <Label x={42} y={136} size={16} weight={800} fill={ink.deep}>
          {t`New season`}
        </Label>
        <Label x={42} y={154} size={10} weight={500} fill={ink.muted}>
          {t`Linen abayas, totes and oud`}
        </Label>
        <rect x={264} y={128} width={74} height={26} rx="13" fill={ink.navy} />
        <Label x={301} y={145} size={10} weight={700} fill={ink.white} anchor="middle">
          {t`Shop now`}
        </Label>
        {products.map(({ x, name, price, Picture }) => (
          <g key={name.id}>
            <rect x={x} y={188} width={116} height={90} rx="10" fill={ink.tint} />
            <Picture cx={x + 58} y={201} />
            <Label x={x + 2} y={297} size={10.5} weight={600}>
              {i18n._(name)}
            </Label>
            <Label x={x + 2} y={314} size={10.5} weight={700} fill={ink.navy}>
              {dirhams(price)}
            </Label>
          </g>
        ))}
      </Browser>
      <Phone x={366} y={58} w={180} h={384}>
        <path d="M386 106l-5 5 5 5" fill="none" stroke={ink.deep} strokeWidth="2" strokeLinecap="round" />
        <Label x={456} y={115} size={11} weight={800} fill={ink.deep} anchor="middle">
          {store}
        </Label>
        <path d="M525 106.5a4 4 0 0 0-6 0.5 4 4 0 0 0-6-0.5c-2.5 2.5-1 5.5 6 10.5 7-5 8.5-8 6-10.5z" fill={ink.honey} />
        <rect x={382} y={126} width={148} height={150} rx="14" fill={ink.tint} />
        <Abaya cx={456} y={146} s={1.7} />
        <Label x={384} y={298} size={13} weight={700}>
          {i18n._(linenAbaya.name)}
        </Label>
        <Label x={384} y={316} size={12} weight={700} fill={ink.navy}>
          {dirhams(linenAbaya.price)}
        </Label>
        {['S', 'M', 'L', 'XL'].map((size, i) => (
          <g key={size}>
            <rect
              x={384 + i * 34}
              y={328}
              width="28"
              height="20"
              rx="6"
              fill={size === 'M' ? ink.navy : ink.white}
              stroke={size === 'M' ? ink.navy : ink.soft}
              strokeWidth="1.3"
            />
            <Label
              x={398 + i * 34}
              y={342}
              size={9}
              weight={700}
              fill={size === 'M' ? ink.white : ink.muted}
              anchor="middle"
            >
              {size}
            </Label>
          </g>
        ))}
        <rect x={382} y={362} width={148} height={34} rx="10" fill={ink.honey} />
        <Label x={456} y={383} size={12} weight={700} fill={ink.deep} anchor="middle">
          {t`Add to cart`}
        </Label>
        <Bar x={426} y={418} w={60} h={4} fill={ink.soft} />
      </Phone>
      <Card x={22} y={360} w={260} h={56} r={12}>
        <circle cx={50} cy={388} r={16} fill={ink.honeyPale} />
        <path d="M43 384h14l-1.8 10h-10.4z" fill="none" stroke={ink.deep} strokeWidth="1.8" strokeLinejoin="round" />
        <path d="M46.5 384v-2a3.5 3.5 0 0 1 7 0v2" fill="none" stroke={ink.deep} strokeWidth="1.8" />
        <Label x={76} y={384} size={12} weight={700} fill={ink.deep}>
          {t`New order #1042`}
        </Label>
        <Label x={76} y={401} size={10} weight={500} fill={ink.muted}>
          {t`2 items · ${orderTotal} · paid by card`}
        </Label>
      </Card>
    </Illustration>
  );
}
