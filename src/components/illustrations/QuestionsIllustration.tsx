import { ink } from './geometry';
import { Bar, Card, SmallBackdrop, SmallIllustration } from './parts';

/** A closed question of the accordion: its line and a plus. */
function Closed({ y }: { y: number }) {
  return (
    <Card x={40} y={y} w={236} h={42} r={10}>
      <Bar x={58} y={y + 17} w={140} fill={ink.soft} />
      <path d={`M246 ${y + 21}h14M253 ${y + 14}v14`} stroke={ink.navy} strokeWidth="3" strokeLinecap="round" />
    </Card>
  );
}

/** FAQ: an accordion with one question open, and a question in a speech bubble. */
export function QuestionsIllustration() {
  return (
    <SmallIllustration>
      <SmallBackdrop accent={[322, 250]} />
      <Closed y={62} />
      <Card x={40} y={116} w={236} h={96} r={10}>
        <Bar x={58} y={133} w={156} fill={ink.navy} />
        <path d="M246 137h14" stroke={ink.navy} strokeWidth="3" strokeLinecap="round" />
        <Bar x={58} y={158} w={190} h={6} />
        <Bar x={58} y={172} w={178} h={6} />
        <Bar x={58} y={186} w={120} h={6} />
      </Card>
      <Closed y={224} />
      <path d="M296 30a36 36 0 1 1-18 67l-18 8 7-18a36 36 0 0 1 29-57z" fill={ink.honey} />
      <path
        d="M286 56a10 10 0 1 1 14 9c-3 1.4-4 3.6-4 7"
        fill="none"
        stroke={ink.deep}
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx={296} cy={84} r={3.4} fill={ink.deep} />
    </SmallIllustration>
  );
}
