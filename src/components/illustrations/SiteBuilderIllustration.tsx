import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';
import { ink } from './geometry';
import { Backdrop, Bar, Browser, Card, Illustration, Label, Photo, Tick } from './parts';

const steps = [
  { title: msg`Business details`, state: 'done' },
  { title: msg`Logo and colours`, state: 'done' },
  { title: msg`Website contents`, state: 'current' },
  { title: msg`Choose a package`, state: 'next' },
] as const;

/** Build your website: the sign-up steps beside the website taking shape as they are done. */
export function SiteBuilderIllustration({ label }: { label?: string }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const price = formatPrice(1499, locale);
  // One message, so that the translation chooses where the banner's heading breaks.
  const [headingLine1, headingLine2] = t`Your business,
online in 72 hours`.split('\n');
  return (
    <Illustration label={label}>
      <Backdrop />
      <Browser x={150} y={34} w={396} h={300} url="yourbusiness.ae">
        <rect
          x={246}
          y={78}
          width={22}
          height={22}
          rx="6"
          fill={ink.honeyPale}
          stroke={ink.honey}
          strokeDasharray="3 3"
        />
        <Label x={276} y={93} size={11} weight={700} fill={ink.deep}>
          {t`Your Business`}
        </Label>
        <Bar x={440} y={86} w={24} h={6} fill={ink.soft} />
        <Bar x={472} y={86} w={24} h={6} fill={ink.soft} />
        <Bar x={504} y={86} w={24} h={6} fill={ink.soft} />
        <rect x={246} y={110} width={284} height={92} rx="10" fill={ink.navy} />
        <Label x={264} y={140} size={16} weight={800} fill={ink.white}>
          {headingLine1}
        </Label>
        <Label x={264} y={160} size={16} weight={800} fill={ink.white}>
          {headingLine2}
        </Label>
        <rect x={264} y={172} width={74} height={18} rx="9" fill={ink.honey} />
        <Label x={301} y={184.5} size={8.5} weight={700} fill={ink.deep} anchor="middle">
          {t`Contact us`}
        </Label>
        <Photo x={450} y={122} w={66} h={68} />
        <rect x={246} y={214} width={88} height={62} rx="8" fill={ink.tint} />
        <circle cx={262} cy={232} r={8} fill={ink.pale} />
        <Bar x={256} y={248} w={64} h={6} fill={ink.soft} />
        <Bar x={256} y={260} w={44} h={5} />
        <rect x={344} y={214} width={88} height={62} rx="8" fill={ink.tint} />
        <circle cx={360} cy={232} r={8} fill={ink.pale} />
        <Bar x={354} y={248} w={64} h={6} fill={ink.soft} />
        <Bar x={354} y={260} w={44} h={5} />
        <rect
          x={442}
          y={214}
          width={88}
          height={62}
          rx="8"
          fill="none"
          stroke={ink.mid}
          strokeWidth="1.5"
          strokeDasharray="5 4"
        />
        <path d="M486 236v16m-8-8h16" stroke={ink.mid} strokeWidth="2" strokeLinecap="round" />
        <Bar x={246} y={290} w={284} h={28} fill={ink.tint} />
      </Browser>
      <Card x={430} y={226} w={92} h={62} r={8}>
        <Label x={442} y={246} size={10} weight={700} fill={ink.deep}>
          {t`Services`}
        </Label>
        <Bar x={442} y={256} w={64} h={6} fill={ink.soft} />
        <Bar x={442} y={268} w={44} h={5} />
        <path
          d="M500 268l0 22 6-6 5 10 4-2-5-10h8z"
          fill={ink.text}
          stroke={ink.white}
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </Card>
      <Card x={14} y={92} w={226} h={270}>
        <Label x={32} y={124} size={13.5} weight={800} fill={ink.deep}>
          {t`Build your website`}
        </Label>
        <path d="M44 158v120" stroke={ink.pale} strokeWidth="2" />
        {steps.map(({ title, state }, i) => {
          const cy = 158 + i * 40;
          return (
            <g key={title.id}>
              {state === 'done' && <Tick cx={44} cy={cy} r={11} fill={ink.navy} />}
              {state === 'current' && (
                <g>
                  <circle cx={44} cy={cy} r={11} fill={ink.white} stroke={ink.honey} strokeWidth="3" />
                  <circle cx={44} cy={cy} r={4} fill={ink.honey} />
                </g>
              )}
              {state === 'next' && (
                <g>
                  <circle cx={44} cy={cy} r={11} fill={ink.white} stroke={ink.soft} strokeWidth="2" />
                  <Label x={44} y={cy + 4} size={10} weight={700} fill={ink.muted} anchor="middle">
                    {i + 1}
                  </Label>
                </g>
              )}
              <Label
                x={66}
                y={cy + 4}
                size={11.5}
                weight={state === 'current' ? 700 : 600}
                fill={state === 'next' ? ink.muted : ink.deep}
              >
                {i18n._(title)}
              </Label>
            </g>
          );
        })}
        <rect x={32} y={308} width={190} height={36} rx="10" fill={ink.honeyPale} />
        <Label x={127} y={331} size={11.5} weight={700} fill={ink.deep} anchor="middle">
          {t`Packages from ${price}`}
        </Label>
      </Card>
      <Card x={262} y={352} w={236} h={60} r={12}>
        <Label x={280} y={377} size={11.5} weight={700} fill={ink.deep}>
          {t`Theme colours`}
        </Label>
        {[ink.navy, ink.honey, ink.green, ink.bright].map((fill, i) => (
          <circle key={fill} cx={288 + i * 22} cy={394} r={7} fill={fill} />
        ))}
        <Label x={478} y={394} size={22} weight={800} fill={ink.deep} anchor="end">
          Aa
        </Label>
      </Card>
    </Illustration>
  );
}
