import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber, formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';
import { hexagon, ink } from './geometry';
import { Backdrop, Browser, Card, Honeycomb, Illustration, Label, LogoMark } from './parts';

const clients = [
  { name: msg`Sidra Grill`, dot: ink.honey, status: msg`Live`, fill: ink.greenPale, colour: '#1e6b31' },
  { name: msg`Reem Abayas`, dot: ink.blue, status: msg`In progress`, fill: ink.honeyPale, colour: '#8a5a00' },
  { name: msg`Blue Wave Cafe`, dot: ink.bright, status: msg`Documents`, fill: ink.tint, colour: ink.navy },
];
const monthlyClients = [14, 20, 17, 28, 34];
/** How far the wide variant moves the dashboard in, to stand in the middle of its wider frame. */
const wideInset = 170;

/**
 * Become a Seller: the seller's dashboard with what a referral earns, the clients referred and how
 * far along their websites are, and the commission that renewals keep paying. The wide variant,
 * for the hero without its button (spec: two image variants), sets it in a wider frame. Its charts
 * and figures read left to right in Arabic too, as a seller's dashboard shows them.
 */
export function SellerDashboardIllustration({ label, wide = false }: { label?: string; wide?: boolean }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const earned = formatPrice(3000, locale);
  const reward = formatPrice(1000, locale);
  const newCustomers = formatNumber(3, locale);
  return (
    <Illustration label={label} width={wide ? 900 : 560} height={480} leftToRight>
      {wide && (
        <g>
          <Honeycomb x={40} y={56} cols={4} rows={3} r={14} stroke={ink.soft} />
          <path d={hexagon(820, 110, 18)} fill={ink.honey} opacity="0.5" />
          <path d={hexagon(850, 150, 11)} fill="none" stroke={ink.navy} strokeOpacity="0.35" strokeWidth="2" />
        </g>
      )}
      <g transform={wide ? `translate(${wideInset} 0)` : undefined}>
        <Backdrop accent={[250, 436]} />
        <Browser x={16} y={56} w={404} h={318} url="vendor.webbee.ae">
          <LogoMark x={34} y={98} size={20} />
          <Label x={62} y={113} size={13} weight={700} fill={ink.deep}>
            {t`Seller dashboard`}
          </Label>
          <rect x={34} y={130} width={182} height={78} rx="10" fill={ink.navy} />
          <Label x={48} y={153} size={10} fill={ink.pale}>
            {t`Referral earnings this month`}
          </Label>
          <Label x={48} y={182} size={22} weight={800} fill={ink.white}>
            {earned}
          </Label>
          <Label x={48} y={198} size={9.5} fill="#ffc864">
            {t`New customers: ${newCustomers}`}
          </Label>
          <rect x={224} y={130} width={178} height={78} rx="10" fill={ink.tint} />
          <Label x={238} y={153} size={10} fill={ink.muted}>
            {t`Clients online`}
          </Label>
          <Label x={238} y={184} size={22} weight={800} fill={ink.deep}>
            {formatNumber(12, locale)}
          </Label>
          {monthlyClients.map((height, index) => (
            <rect
              key={index}
              x={318 + index * 14}
              y={196 - height}
              width="8"
              height={height}
              rx="2"
              fill={index === monthlyClients.length - 1 ? ink.honey : ink.mid}
            />
          ))}
          <Label x={34} y={234} size={11} weight={700} fill={ink.deep}>
            {t`Your clients`}
          </Label>
          {clients.map(({ name, dot, status, fill, colour }, index) => {
            const y = 244 + index * 36;
            return (
              <g key={index}>
                <rect
                  x={34}
                  y={y}
                  width={368}
                  height={30}
                  rx="8"
                  fill={ink.white}
                  stroke={ink.line}
                  strokeWidth="1.5"
                />
                <circle cx={52} cy={y + 15} r={8} fill={dot} />
                <Label x={68} y={y + 19} size={11}>
                  {i18n._(name)}
                </Label>
                <rect x={310} y={y + 7} width={82} height={16} rx="8" fill={fill} />
                <Label x={351} y={y + 18.5} size={9} weight={700} fill={colour} anchor="middle">
                  {i18n._(status)}
                </Label>
              </g>
            );
          })}
        </Browser>
        <Card x={330} y={22} w={206} h={72}>
          <circle cx={366} cy={58} r={21} fill={ink.honey} />
          <circle cx={366} cy={58} r={16} fill="none" stroke="#e39200" strokeWidth="1.5" />
          <Label x={366} y={62} size={10} weight={800} fill={ink.deep} anchor="middle">
            {t`AED`}
          </Label>
          <Label x={398} y={52} size={10} fill={ink.muted}>
            {t`For each referral`}
          </Label>
          <Label x={398} y={72} size={14} weight={800} fill={ink.deep}>
            {t`up to ${reward}`}
          </Label>
        </Card>
        <Card x={296} y={356} w={240} h={96}>
          <Label x={314} y={382} size={11.5} weight={700} fill={ink.deep}>
            {t`Renewal commission`}
          </Label>
          <Label x={314} y={398} size={9.5} weight={500} fill={ink.muted}>
            {t`paid every time they renew`}
          </Label>
          <path
            d="M314 436 350 428 386 431 422 418 458 414 494 404 518 398"
            fill="none"
            stroke={ink.navy}
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx={518} cy={398} r={5} fill={ink.honey} stroke={ink.white} strokeWidth="2" />
        </Card>
      </g>
    </Illustration>
  );
}
