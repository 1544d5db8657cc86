import { Trans } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import { ink } from '@/components/illustrations/geometry';
import classes from './OfficeMap.module.css';

/**
 * The office in a drawing of Business Bay: its towers along the canal, Burj Khalifa behind them and
 * a pin over Bay Square's low blocks, as one link to the map service in a new tab. A scene, since a
 * street plan drawn by hand reads as a wireframe; no map tiles, so that the page calls no third
 * party and paints at once.
 */
export function OfficeMap({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.map}>
      <svg viewBox="0 0 400 180" className={classes.drawing} aria-hidden="true" focusable="false">
        <rect width="400" height="180" fill={ink.tint} />
        <circle cx="338" cy="40" r="18" fill={ink.honeyPale} />
        {/* Above the canal's band, which the map's button stands on in either edition. */}
        <g transform="translate(0 -22)">
          {/* Burj Khalifa, behind the bay. */}
          <path d="M96 150 104 96h5l3-38h4l2-34h2l2-20h1l2 20h2l2 34h4l3 38h5l8 54z" fill={ink.soft} />
          {/* The bay's far towers, then its near ones. */}
          <g fill={ink.pale}>
            <rect x="14" y="86" width="26" height="64" rx="2" />
            <rect x="46" y="64" width="22" height="86" rx="2" />
            <rect x="160" y="70" width="24" height="80" rx="2" />
            <rect x="190" y="52" width="20" height="98" rx="2" />
            <rect x="334" y="74" width="24" height="76" rx="2" />
            <rect x="364" y="94" width="26" height="56" rx="2" />
          </g>
          <g fill={ink.mid}>
            <rect x="28" y="108" width="30" height="42" rx="2" />
            <rect x="70" y="96" width="20" height="54" rx="2" />
            <path d="M146 150V98l16-10v62z" />
            <rect x="214" y="84" width="22" height="66" rx="2" />
            <rect x="312" y="100" width="26" height="50" rx="2" />
            <rect x="346" y="116" width="30" height="34" rx="2" />
          </g>
          {/* Bay Square: low blocks round a square, where the pin stands. */}
          <g fill={ink.blue}>
            <rect x="246" y="118" width="18" height="32" rx="2" />
            <rect x="268" y="112" width="22" height="38" rx="2" />
            <rect x="294" y="120" width="16" height="30" rx="2" />
          </g>
          <g fill={ink.soft} opacity=".8">
            <rect x="250" y="124" width="10" height="3" />
            <rect x="250" y="132" width="10" height="3" />
            <rect x="273" y="119" width="12" height="3" />
            <rect x="273" y="127" width="12" height="3" />
            <rect x="273" y="135" width="12" height="3" />
            <rect x="298" y="127" width="8" height="3" />
          </g>
          <path d="M279 58a20 20 0 0 1 20 20c0 16-20 28-20 28s-20-12-20-28a20 20 0 0 1 20-20z" fill={ink.honey} />
          <circle cx="279" cy="78" r="8" fill={ink.white} />
        </g>
        {/* The canal, and the towers' light on it. */}
        <rect y="128" width="400" height="52" fill={ink.soft} />
        <path d="M0 128H400" stroke={ink.mid} strokeWidth="2" />
        <g stroke={ink.tint} strokeWidth="2" strokeLinecap="round" opacity=".9">
          <path d="M30 138h22M150 142h30M262 138h26M330 144h18M70 156h16M210 152h20" />
        </g>
      </svg>
      <span className={classes.action}>
        <Trans>Open in Google Maps</Trans>
        <IconExternalLink size={16} aria-hidden="true" />
      </span>
    </a>
  );
}
