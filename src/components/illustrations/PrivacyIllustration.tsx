import { ink } from './geometry';
import { Bar, Card, SmallBackdrop, SmallIllustration } from './parts';

/** Privacy Policy: a page of details kept behind a shield and its lock. */
export function PrivacyIllustration() {
  return (
    <SmallIllustration>
      <SmallBackdrop accent={[52, 266]} />
      <Card x={56} y={44} w={170} h={212}>
        <Bar x={76} y={66} w={96} h={10} fill={ink.navy} />
        {[92, 106, 120, 144, 158, 172, 196, 210].map((y, i) => (
          <Bar key={y} x={76} y={y} w={i % 3 === 2 ? 80 : 128} h={6} />
        ))}
      </Card>
      <path d="M256 98l62 22v46c0 42-27 68-62 84-35-16-62-42-62-84v-46z" fill={ink.navy} />
      <path d="M256 112l48 17v37c0 33-21 54-48 67z" fill={ink.blue} />
      <path d="M242 160v-10a14 14 0 0 1 28 0v10" fill="none" stroke={ink.honey} strokeWidth="6" />
      <rect x={232} y={158} width={48} height={38} rx="7" fill={ink.honey} />
      <circle cx={256} cy={174} r={5} fill={ink.deep} />
      <path d="M256 176v10" stroke={ink.deep} strokeWidth="4" strokeLinecap="round" />
    </SmallIllustration>
  );
}
