import { ink } from './geometry';
import { Bar, Card, Person, SmallBackdrop, SmallIllustration } from './parts';

const team = [
  { cx: 84, fill: ink.navy },
  { cx: 150, fill: ink.honey },
  { cx: 216, fill: ink.bright },
];

/** Careers: the team in a row with a seat left open, and a briefcase ready for the one who takes it. */
export function OpenSeatIllustration() {
  return (
    <SmallIllustration>
      <SmallBackdrop accent={[322, 60]} />
      <Card x={30} y={80} w={300} h={138}>
        {team.map(({ cx, fill }) => (
          <g key={cx}>
            <Person cx={cx} cy={134} r={28} fill={fill} />
            <Bar x={cx - 24} y={180} w={48} h={6} fill={ink.soft} />
          </g>
        ))}
        <circle
          cx={282}
          cy={134}
          r={27}
          fill={ink.honeyPale}
          stroke={ink.honey}
          strokeWidth="2.5"
          strokeDasharray="5 5"
        />
        <path d="M272 134h20M282 124v20" stroke={ink.honey} strokeWidth="4" strokeLinecap="round" />
        <Bar x={258} y={180} w={48} h={6} fill={ink.honeyLight} />
      </Card>
      <path d="M84 226v-10a8 8 0 0 1 8-8h28a8 8 0 0 1 8 8v10" fill="none" stroke={ink.deep} strokeWidth="6" />
      <rect x={62} y={224} width={88} height={58} rx="10" fill={ink.navy} />
      <rect x={98} y={240} width={16} height={12} rx="3" fill={ink.honey} />
    </SmallIllustration>
  );
}
