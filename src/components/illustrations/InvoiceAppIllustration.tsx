import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ink } from './geometry';
import { Backdrop, Bar, Card, Illustration, Label, LogoMark, Phone, Tick } from './parts';
import { useDirhams } from './useDirhams';

const modules = 21;

const isFinder = (col: number, row: number) =>
  (col < 8 || col > 12) && (row < 8 || row > 12) && !(col > 12 && row > 12);

/**
 * Path data of a made-up 21 x 21 QR code: its three finder squares, timing rows and a fixed
 * scatter of cells, with the centre left clear for the mark. Decorative, so it encodes nothing.
 */
const qrPath = (() => {
  let seed = 7;
  const dark = (col: number, row: number) => {
    if (isFinder(col, row)) {
      const x = col > 12 ? col - 14 : col;
      const y = row > 12 ? row - 14 : row;
      if (x > 6 || y > 6) return false;
      return x === 0 || x === 6 || y === 0 || y === 6 || (x > 1 && x < 5 && y > 1 && y < 5);
    }
    if (row === 6 || col === 6) return (row + col) % 2 === 0;
    if (col > 7 && col < 13 && row > 7 && row < 13) return false;
    seed = (seed * 16807) % 2147483647;
    return seed % 7 < 3;
  };
  let d = '';
  for (let row = 0; row < modules; row += 1) {
    let run = 0;
    for (let col = 0; col <= modules; col += 1) {
      if (col < modules && dark(col, row)) run += 1;
      else if (run > 0) {
        d += `M${col - run} ${row}h${run}v1h-${run}z`;
        run = 0;
      }
    }
  }
  return d;
})();

const lines = [
  { item: msg`Catering, 40 guests`, amount: 1600 },
  { item: msg`Delivery`, amount: 150 },
  { item: msg`VAT 5%`, amount: 87.5 },
];
const total = 1837.5;
const invoiceNumber = 'INV-0217';

/** Webbee Client: an invoice on the phone, its payment link and QR code, and the payment coming in. */
export function InvoiceAppIllustration({ label }: { label?: string }) {
  const { i18n, t } = useLingui();
  const dirhams = useDirhams();
  const customer = t`Sidra Grill`;
  const totalDue = dirhams(total);
  return (
    <Illustration label={label}>
      <Backdrop accent={[280, 436]} />
      <Phone x={34} y={16} w={230} h={428}>
        <Label x={60} y={66} size={16} weight={800} fill={ink.deep}>
          {t`Invoice`}
        </Label>
        <Label x={238} y={66} size={10} weight={600} fill={ink.muted} anchor="end">
          {invoiceNumber}
        </Label>
        <rect x={60} y={76} width={58} height={19} rx="9.5" fill={ink.honeyPale} stroke={ink.honey} />
        <Label x={89} y={89} size={9.5} weight={700} fill="#8a5a00" anchor="middle">
          {t`Unpaid`}
        </Label>
        <Label x={60} y={118} size={9.5} weight={600} fill={ink.muted}>
          {t`Billed to`}
        </Label>
        <Label x={60} y={134} size={12.5} weight={700}>
          {customer}
        </Label>
        <Label x={60} y={150} size={9.5} weight={500} fill={ink.muted}>
          {t`Due in 7 days`}
        </Label>
        <path d="M60 164h178" stroke={ink.line} strokeWidth="1.5" />
        {lines.map(({ item, amount }, i) => (
          <g key={item.id}>
            <Label x={60} y={186 + i * 22} size={10.5} weight={500}>
              {i18n._(item)}
            </Label>
            <Label x={238} y={186 + i * 22} size={10.5} weight={600} anchor="end">
              {dirhams(amount)}
            </Label>
          </g>
        ))}
        <path d="M60 246h178" stroke={ink.line} strokeWidth="1.5" />
        <Label x={60} y={272} size={12} weight={700}>
          {t`Total`}
        </Label>
        <Label x={238} y={273} size={15} weight={800} fill={ink.navy} anchor="end">
          {totalDue}
        </Label>
        <rect x={60} y={294} width={178} height={36} rx="10" fill={ink.navy} />
        <Label x={149} y={316} size={11.5} weight={700} fill={ink.white} anchor="middle">
          {t`Send payment link`}
        </Label>
        <rect x={60} y={340} width={178} height={36} rx="10" fill={ink.white} stroke={ink.soft} strokeWidth="1.5" />
        <Label x={149} y={362} size={11.5} weight={700} fill={ink.navy} anchor="middle">
          {t`Show QR code`}
        </Label>
        <Bar x={119} y={418} w={60} h={4} fill={ink.soft} />
      </Phone>
      <Card x={296} y={40} w={228} h={246}>
        <Label x={316} y={70} size={13} weight={700} fill={ink.deep}>
          {t`Scan to pay`}
        </Label>
        <Label x={504} y={70} size={11} weight={700} fill={ink.navy} anchor="end">
          {totalDue}
        </Label>
        <g transform="translate(344 88) scale(6.28)">
          <path d={qrPath} fill={ink.deep} />
        </g>
        <rect x={397} y={141} width={26} height={26} rx="5" fill={ink.white} />
        <LogoMark x={400} y={144} size={20} />
        <Label x={410} y={240} size={9.5} weight={500} fill={ink.muted} anchor="middle">
          {customer} · {invoiceNumber}
        </Label>
        <Label x={410} y={262} size={9.5} weight={600} fill={ink.navy} anchor="middle">
          {t`Card payment, secured`}
        </Label>
      </Card>
      <Card x={296} y={304} w={228} h={52} r={12}>
        <circle cx={322} cy={330} r={14} fill={ink.tint} />
        <path
          d="M319 333l6-6m-8 1-2 2a3.5 3.5 0 0 0 5 5l2-2m4-4 2-2a3.5 3.5 0 0 0-5-5l-2 2"
          fill="none"
          stroke={ink.navy}
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <Label x={346} y={326} size={11.5} weight={700} fill={ink.deep}>
          {t`Payment link sent`}
        </Label>
        <Label x={346} y={342} size={9.5} weight={500} fill={ink.muted}>
          {t`by e-mail and WhatsApp`}
        </Label>
      </Card>
      <Card x={296} y={370} w={228} h={56} r={12}>
        <Tick cx={322} cy={398} r={14} />
        <Label x={346} y={394} size={12} weight={700} fill={ink.deep}>
          {t`Payment received`}
        </Label>
        <Label x={346} y={411} size={10} weight={500} fill={ink.muted}>
          {t`${totalDue} · by card`}
        </Label>
      </Card>
    </Illustration>
  );
}
