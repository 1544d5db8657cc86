import { ink } from './geometry';
import { Bar, Card, Person, SmallBackdrop, SmallIllustration } from './parts';

/** Contact: a chat with the team, a letter and the office on the map, the ways to reach us. */
export function ConversationIllustration() {
  return (
    <SmallIllustration>
      <SmallBackdrop accent={[40, 250]} />
      <Card x={40} y={58} w={206} h={150}>
        <Person cx={68} cy={84} r={15} fill={ink.navy} />
        <Bar x={92} y={76} w={74} fill={ink.soft} />
        <Bar x={92} y={90} w={46} h={6} />
        <rect x={56} y={112} width={126} height={32} rx="12" fill={ink.tint} />
        <Bar x={68} y={124} w={96} />
        <rect x={104} y={154} width={126} height={40} rx="12" fill={ink.navy} />
        <Bar x={116} y={164} w={100} fill={ink.mid} />
        <Bar x={116} y={178} w={62} fill={ink.mid} />
      </Card>
      <Card x={216} y={164} w={112} h={76} r={10}>
        <path d="M216 176l56 36 56-36" fill="none" stroke={ink.soft} strokeWidth="3" strokeLinejoin="round" />
        <rect x={300} y={212} width={16} height={18} rx="3" fill={ink.honey} />
      </Card>
      <path d="M290 36a26 26 0 0 1 26 26c0 20-26 46-26 46s-26-26-26-46a26 26 0 0 1 26-26z" fill={ink.honey} />
      <circle cx={290} cy={62} r={10} fill={ink.white} />
    </SmallIllustration>
  );
}
