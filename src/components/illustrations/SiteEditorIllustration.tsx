import { useLingui } from '@lingui/react/macro';
import { ink } from './geometry';
import { Backdrop, Bar, Browser, Card, Illustration, Label, LogoMark, Photo, Tick } from './parts';

const site = 'sidragrill.ae';
const swatches = [ink.navy, ink.honey, ink.green, '#c2255c', ink.text];

/** Home: a restaurant's website on screen while its owner edits the banner in the content management system. */
export function SiteEditorIllustration({ label }: { label?: string }) {
  const { t } = useLingui();
  const restaurant = t`Sidra Grill`;
  // One message, so that the translation chooses where the banner's heading breaks.
  const heading = t`Grills and mezze,
since 1998`;
  const [headingLine1, headingLine2] = heading.split('\n');
  const bookATable = t`Book a table`;
  return (
    <Illustration label={label}>
      <Backdrop />
      <Browser x={8} y={40} w={396} h={300} url={site}>
        <circle cx={32} cy={92} r={8} fill={ink.honey} />
        <Label x={46} y={96} size={11} weight={700} fill={ink.deep}>
          {restaurant}
        </Label>
        <Bar x={236} y={89} w={30} h={6} fill={ink.soft} />
        <Bar x={274} y={89} w={30} h={6} fill={ink.soft} />
        <Bar x={312} y={85} w={52} h={14} fill={ink.honey} />
        <rect x={24} y={112} width={364} height={112} rx="10" fill={ink.navy} />
        <Label x={42} y={146} size={19} weight={800} fill={ink.white}>
          {headingLine1}
        </Label>
        <Label x={42} y={169} size={19} weight={800} fill={ink.white}>
          {headingLine2}
        </Label>
        <rect x={42} y={186} width={84} height={22} rx="11" fill={ink.honey} />
        <Label x={84} y={201} size={9.5} weight={700} fill={ink.deep} anchor="middle">
          {bookATable}
        </Label>
        <Photo x={244} y={124} w={128} h={88} />
        <rect
          x={19}
          y={107}
          width={374}
          height={122}
          rx="13"
          fill="none"
          stroke={ink.honey}
          strokeWidth="2.5"
          strokeDasharray="7 5"
        />
        {[
          [19, 107],
          [393, 107],
          [19, 229],
          [393, 229],
        ].map(([cx, cy]) => (
          <rect
            key={`${cx}-${cy}`}
            x={cx - 4}
            y={cy - 4}
            width="8"
            height="8"
            rx="2"
            fill={ink.white}
            stroke={ink.honey}
            strokeWidth="2"
          />
        ))}
        {[24, 148, 272].map((x) => (
          <g key={x}>
            <rect x={x} y={246} width={116} height={78} rx="8" fill={ink.tint} />
            <circle cx={x + 20} cy={268} r={10} fill={ink.pale} />
            <Bar x={x + 12} y={288} w={78} h={7} fill={ink.soft} />
            <Bar x={x + 12} y={302} w={56} h={6} />
          </g>
        ))}
      </Browser>
      <Card x={346} y={124} w={200} h={256}>
        <LogoMark x={362} y={140} size={20} />
        <Label x={390} y={155} size={12.5} weight={700} fill={ink.deep}>
          {t`Edit banner`}
        </Label>
        <path d="M346 172h200" stroke={ink.line} strokeWidth="1.5" />
        <Label x={362} y={194} size={9.5} weight={600} fill={ink.muted}>
          {t`Heading`}
        </Label>
        <rect x={362} y={200} width={168} height={28} rx="7" fill={ink.white} stroke={ink.soft} strokeWidth="1.5" />
        <Label x={372} y={218} size={10} weight={500}>
          {heading.replace('\n', ' ')}
        </Label>
        <Label x={362} y={248} size={9.5} weight={600} fill={ink.muted}>
          {t`Button`}
        </Label>
        <rect x={362} y={254} width={168} height={28} rx="7" fill={ink.white} stroke={ink.navy} strokeWidth="1.5" />
        <Label x={372} y={272} size={10} weight={500}>
          {bookATable}
        </Label>
        <path d="M434 261v14" stroke={ink.navy} strokeWidth="1.5" />
        <Label x={362} y={302} size={9.5} weight={600} fill={ink.muted}>
          {t`Colour`}
        </Label>
        {swatches.map((fill, i) => (
          <circle key={fill} cx={372 + i * 24} cy={318} r={8} fill={fill} />
        ))}
        <circle cx={372} cy={318} r={11.5} fill="none" stroke={ink.navy} strokeWidth="1.5" />
        <rect x={362} y={338} width={168} height={30} rx="8" fill={ink.navy} />
        <Label x={446} y={357} size={11} weight={700} fill={ink.white} anchor="middle">
          {t`Publish changes`}
        </Label>
      </Card>
      <Card x={22} y={362} w={232} h={54} r={12}>
        <Tick cx={48} cy={389} r={13} />
        <Label x={72} y={385} size={12} weight={700} fill={ink.deep}>
          {t`Website published`}
        </Label>
        <Label x={72} y={402} size={10} weight={500} fill={ink.muted}>
          {t`${site} · just now`}
        </Label>
      </Card>
    </Illustration>
  );
}
