import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ink } from './geometry';
import { Backdrop, Bar, Browser, Card, Illustration, Label, Person, Photo, Tick } from './parts';

interface StepProps {
  x: number;
  y: number;
  number: number;
  title: string;
  detail: string;
  helper: string;
  children: ReactNode;
}

/** One step of the way to a website, with the team member who takes care of it. */
function Step({ x, y, number, title, detail, helper, children }: StepProps) {
  return (
    <Card x={x} y={y} w={236} h={84}>
      <circle cx={x + 30} cy={y + 42} r={17} fill={ink.navy} />
      <Label x={x + 30} y={y + 47} size={14} weight={800} fill={ink.white} anchor="middle">
        {number}
      </Label>
      <Label x={x + 58} y={y + 38} size={12.5} weight={700} fill={ink.deep}>
        {title}
      </Label>
      <Label x={x + 58} y={y + 56} size={10} weight={500} fill={ink.muted}>
        {detail}
      </Label>
      {children}
      <Person cx={x + 230} cy={y + 4} r={13} fill={helper} />
    </Card>
  );
}

/** About: the three steps from sign-up to a live website, each looked after by the team. */
export function TeamProcessIllustration({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Illustration label={label}>
      <Backdrop accent={[44, 420]} />
      <path
        d="M260 94C340 94 418 110 418 150M418 250C418 290 330 306 266 306M142 354C142 404 220 404 292 384"
        fill="none"
        stroke={ink.mid}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray="0.5 7"
      />
      <Card x={292} y={22} w={236} h={62} r={31}>
        <Person cx={324} cy={53} r={17} fill={ink.navy} />
        <Person cx={350} cy={53} r={17} fill={ink.honey} />
        <Person cx={376} cy={53} r={17} fill={ink.bright} />
        <Label x={402} y={50} size={12} weight={700} fill={ink.deep}>
          {t`Your Webbee team`}
        </Label>
        <Label x={402} y={66} size={9.5} weight={500} fill={ink.muted}>
          {t`Design, build, support`}
        </Label>
      </Card>
      <Step x={24} y={52} number={1} title={t`Business details`} detail={t`and your logo`} helper={ink.honey}>
        <rect x={208} y={74} width={40} height={40} rx="8" fill={ink.tint} stroke={ink.mid} strokeDasharray="4 3" />
        <path d="M228 104v-18m-7 7 7-7 7 7" fill="none" stroke={ink.navy} strokeWidth="2" strokeLinecap="round" />
      </Step>
      <Step x={300} y={160} number={2} title={t`Website contents`} detail={t`text and pictures`} helper={ink.bright}>
        <Photo x={478} y={182} w={48} h={40} />
      </Step>
      <Step x={24} y={268} number={3} title={t`Choose a package`} detail={t`and pay by card`} helper={ink.navy}>
        <rect x={202} y={294} width={48} height={32} rx="5" fill={ink.navy} />
        <rect x={208} y={301} width={10} height={8} rx="2" fill={ink.honey} />
        <Bar x={208} y={316} w={30} h={4} fill={ink.mid} />
      </Step>
      <Browser x={300} y={290} w={236} h={136} url="yourbusiness.ae">
        <Tick cx={332} cy={352} r={16} />
        <Label x={358} y={349} size={12.5} weight={700} fill={ink.deep}>
          {t`Your website is live`}
        </Label>
        <Label x={358} y={366} size={10} weight={500} fill={ink.muted}>
          {t`with domain, hosting and SSL`}
        </Label>
        <Bar x={316} y={386} w={200} h={8} />
        <Bar x={316} y={402} w={140} h={8} />
      </Browser>
    </Illustration>
  );
}
