import { Trans } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import { ink } from '@/components/illustrations/geometry';
import classes from './OfficeMap.module.css';

/**
 * The office on a drawn map of Business Bay: the canal, the streets and a pin, as one link to the map
 * service in a new tab. Drawn, not map tiles, so that the page calls no third party and paints at once.
 */
export function OfficeMap({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes.map}>
      <svg viewBox="0 0 400 180" className={classes.drawing} aria-hidden="true" focusable="false">
        <rect width="400" height="180" fill={ink.tint} />
        <path d="M0 150C80 130 120 96 200 104S330 150 400 124V180H0z" fill={ink.soft} />
        <path d="M0 150C80 130 120 96 200 104S330 150 400 124" fill="none" stroke={ink.mid} strokeWidth="2" />
        <g fill={ink.pale}>
          <rect x="22" y="18" width="76" height="40" rx="6" />
          <rect x="22" y="74" width="76" height="34" rx="6" />
          <rect x="122" y="18" width="92" height="40" rx="6" />
          <rect x="238" y="18" width="64" height="40" rx="6" />
          <rect x="326" y="18" width="56" height="40" rx="6" />
          <rect x="238" y="74" width="64" height="40" rx="6" />
          <rect x="326" y="74" width="56" height="30" rx="6" />
        </g>
        <rect x="122" y="74" width="92" height="22" rx="6" fill={ink.greenPale} />
        <g fill="none" stroke={ink.white} strokeLinecap="round">
          <path d="M0 66H400" strokeWidth="10" />
          <path d="M110 0V128M226 0V110M314 0V124" strokeWidth="8" />
        </g>
        <ellipse cx="168" cy="66" rx="14" ry="5" fill={ink.navy} opacity=".2" />
        <path d="M168 18a20 20 0 0 1 20 20c0 16-20 28-20 28s-20-12-20-28a20 20 0 0 1 20-20z" fill={ink.honey} />
        <circle cx="168" cy="38" r="8" fill={ink.white} />
      </svg>
      <span className={classes.action}>
        <Trans>Open in Google Maps</Trans>
        <IconExternalLink size={16} aria-hidden="true" />
      </span>
    </a>
  );
}
