import { ink } from './geometry';
import { Bar, Card, SmallBackdrop, SmallIllustration } from './parts';

const days = Array.from({ length: 12 }, (_, i) => ({ x: 72 + (i % 4) * 36, y: 122 + Math.floor(i / 4) * 34 }));

/** News & Events: a date marked on the calendar, and the news called out. */
export function AnnouncementIllustration() {
  return (
    <SmallIllustration>
      <SmallBackdrop accent={[320, 250]} />
      <Card x={56} y={62} w={168} h={190}>
        <path d="M56 106v-30a14 14 0 0 1 14-14h140a14 14 0 0 1 14 14v30z" fill={ink.navy} />
        <rect x={88} y={50} width={10} height={24} rx="5" fill={ink.deep} />
        <rect x={182} y={50} width={10} height={24} rx="5" fill={ink.deep} />
        <Bar x={76} y={82} w={70} h={8} fill={ink.mid} />
        {days.map(({ x, y }, i) => (
          <rect key={i} x={x} y={y} width={26} height={24} rx="6" fill={i === 6 ? ink.honey : ink.tint} />
        ))}
      </Card>
      <path d="M254 134l58-34v116l-58-34z" fill={ink.honey} />
      <rect x={236} y={130} width={24} height={56} rx="6" fill={ink.navy} />
      <path d="M244 186l8 34h14l-6-34z" fill={ink.deep} />
      <path
        d="M326 124a40 40 0 0 1 0 68M334 106a62 62 0 0 1 0 104"
        fill="none"
        stroke={ink.mid}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </SmallIllustration>
  );
}
