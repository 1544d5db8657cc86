import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import externalLinkIcon from '@tabler/icons/outline/external-link.svg?no-inline';
import { useEffect } from 'react';
import { siteConfig } from '@/api/config';
import { MaskedIcon } from '@/components/MaskedIcon';
import { useCatalog } from '@/lib/i18n/useCatalog';
import { useLocale } from '@/lib/i18n/useLocale';
import classes from './PortalList.module.css';

/** The two portals a returning customer or seller logs in to, with what each is for: customers, the most, first. */
const portals = [
  {
    name: msg`Customer portal`,
    use: msg`Update your website's logo, colours, banners and services`,
    href: siteConfig.clientPortalUrl,
  },
  {
    name: msg`Seller portal`,
    use: msg`Register your clients and follow their websites`,
    href: siteConfig.vendorPortalUrl,
  },
];

interface PortalListProps {
  id: string;
  /** Called with true once the list is in the page, for the button to open it from then on. */
  onArrived: (arrived: true) => void;
}

/** Log in's list of the portals, each opening in a new tab: the platform's popover, under the button. */
export function PortalList({ id, onArrived }: PortalListProps) {
  // Its words come with it, not with every page's.
  useCatalog(useLocale(), 'portals');
  const { t, i18n } = useLingui();
  useEffect(() => onArrived(true), [onArrived]);
  return (
    <div id={id} popover="auto" role="group" aria-label={t`Log in to your portal`} className={classes.panel}>
      <ul className={classes.list}>
        {portals.map((portal, index) => (
          <li key={portal.href}>
            <a
              href={portal.href}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
              aria-describedby={`${id}-${index}`}
            >
              <span className={classes.name}>
                {i18n._(portal.name)}
                <MaskedIcon src={externalLinkIcon} size={16} />
                <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
              </span>
              <span id={`${id}-${index}`}>{i18n._(portal.use)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
