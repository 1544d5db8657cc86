import { ink } from './geometry';
import { Bar, Card, Photo, SmallBackdrop, SmallIllustration } from './parts';

/** Blogs: a guide laid open on a stack of others, and the pen that wrote it. */
export function ArticleIllustration() {
  return (
    <SmallIllustration>
      <SmallBackdrop accent={[46, 250]} />
      <g transform="rotate(-8 180 160)">
        <Card x={100} y={50} w={176} h={214}>
          <Bar x={118} y={228} w={120} />
        </Card>
      </g>
      <Card x={84} y={40} w={180} h={220}>
        <Photo x={98} y={54} w={152} h={86} />
        <Bar x={98} y={154} w={132} h={10} fill={ink.navy} />
        <Bar x={98} y={170} w={96} h={10} fill={ink.navy} />
        {[192, 206, 220, 234].map((y, i) => (
          <Bar key={y} x={98} y={y} w={i === 3 ? 90 : 150} h={6} />
        ))}
      </Card>
      <g transform="rotate(35 290 160)">
        <rect x={280} y={84} width={20} height={120} rx="6" fill={ink.honey} />
        <rect x={280} y={84} width={20} height={22} rx="6" fill={ink.navy} />
        <path d="M280 204h20l-10 22z" fill={ink.honeyLight} />
        <path d="M287 218h6l-3 8z" fill={ink.deep} />
      </g>
    </SmallIllustration>
  );
}
