import { ink } from './geometry';
import { Bar, Card, SmallBackdrop, SmallIllustration, Tick } from './parts';

/** Terms & Conditions: an agreement of numbered clauses, signed and sealed. */
export function AgreementIllustration() {
  return (
    <SmallIllustration>
      <SmallBackdrop accent={[318, 64]} />
      <Card x={72} y={36} w={190} h={232}>
        <Bar x={94} y={58} w={110} h={10} fill={ink.navy} />
        {[86, 130].map((y) => (
          <g key={y}>
            <circle cx={98} cy={y + 3} r={5} fill={ink.honey} />
            <Bar x={112} y={y} w={126} h={6} fill={ink.soft} />
            <Bar x={112} y={y + 14} w={118} h={6} />
            <Bar x={112} y={y + 28} w={84} h={6} />
          </g>
        ))}
        <path
          d="M96 224c10-18 16-20 18-8s6 12 14-4 10-8 12 0 8 6 20-6"
          fill="none"
          stroke={ink.navy}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path d="M94 240h100" stroke={ink.soft} strokeWidth="2" />
      </Card>
      <circle cx={262} cy={222} r={38} fill={ink.honey} />
      <circle cx={262} cy={222} r={30} fill="none" stroke={ink.white} strokeWidth="2" strokeDasharray="3 4" />
      <Tick cx={262} cy={222} r={18} fill={ink.navy} />
    </SmallIllustration>
  );
}
