import { ink } from './geometry';
import { Bar, Card, LogoMark, SmallBackdrop, SmallIllustration } from './parts';

const sections = [30, 140, 250];

/** Sitemap: the site as a tree, the home page at the top and its pages branching under it. */
export function SiteTreeIllustration() {
  return (
    <SmallIllustration>
      <SmallBackdrop accent={[330, 40]} />
      <path
        d="M180 92v24M70 140v-24h220v24M180 116v24M50 190v20h40v-20M160 190v20h40v-20M270 190v20h40v-20M70 210v14M180 210v14M290 210v14"
        fill="none"
        stroke={ink.mid}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <Card x={136} y={36} w={88} h={56} r={12}>
        <LogoMark x={160} y={42} size={40} />
      </Card>
      {sections.map((x, i) => (
        <Card key={x} x={x} y={140} w={80} h={50} r={10}>
          <rect x={x + 12} y={152} width={56} height={12} rx="4" fill={i === 1 ? ink.honey : ink.soft} />
          <Bar x={x + 12} y={172} w={40} h={6} />
        </Card>
      ))}
      {sections.map((x) => (
        <Card key={x} x={x + 14} y={224} w={52} h={34} r={8}>
          <Bar x={x + 24} y={236} w={32} h={6} fill={ink.soft} />
        </Card>
      ))}
    </SmallIllustration>
  );
}
