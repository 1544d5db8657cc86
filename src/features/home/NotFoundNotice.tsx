import { Trans } from '@lingui/react/macro';
import { IconMapSearch } from '@tabler/icons-react';
import { SiteLink } from '@/components/SiteLink';
import classes from './NotFoundNotice.module.css';

/**
 * Over Home where it stands in for a page the site does not have (spec: any unknown path shows
 * Home): says so, so that the visitor does not take Home for the page they asked for.
 */
export function NotFoundNotice() {
  return (
    <p className={classes.notice}>
      <IconMapSearch className={classes.icon} size={22} aria-hidden="true" />
      <span>
        <Trans>
          <strong>We couldn't find that page.</strong> Here is our home page; the{' '}
          <SiteLink href="/sitemap">sitemap</SiteLink> lists every page.
        </Trans>
      </span>
    </p>
  );
}
