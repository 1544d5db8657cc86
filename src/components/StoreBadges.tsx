import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Stack, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import classes from './StoreBadges.module.css';

interface StoreBadgesProps {
  /** The app's name, e.g. 'Webbee Cart'. */
  app: string;
  /** The app's listing in each store. */
  appStore: string;
  playStore: string;
  /** Each listing's QR code as an image URL: the ones the build draws (`virtual:store-qr-codes`). */
  codes: { appStore: string; playStore: string };
}

/**
 * The App Store and Google Play badges, drawn in the stores' own style (black, the store's mark, a
 * small line over the store's name), each opening the app's listing. Above each, from tablets up,
 * its QR code, for a visitor on a computer to scan with their phone; on a phone the badge alone.
 */
export function StoreBadges({ app, appStore, playStore, codes }: StoreBadgesProps) {
  const { t } = useLingui();
  const stores = [
    {
      store: 'App Store',
      url: appStore,
      code: codes.appStore,
      badge: (
        <>
          <IconBrandApple className={classes.mark} aria-hidden="true" />
          <span>
            <Trans>
              Download on the <span className={classes.storeName}>App Store</span>
            </Trans>
          </span>
        </>
      ),
    },
    {
      store: 'Google Play',
      url: playStore,
      code: codes.playStore,
      badge: (
        <>
          <IconBrandGooglePlay className={classes.mark} aria-hidden="true" />
          <span>
            <Trans>
              Get it on <span className={classes.storeName}>Google Play</span>
            </Trans>
          </span>
        </>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        <Trans>Get the {app} app</Trans>
      </Title>
      <ul className={classes.stores}>
        {stores.map(({ store, url, code, badge }) => (
          <li key={store} className={classes.store}>
            <Box visibleFrom="sm" className={classes.code}>
              <img src={code} alt={t`QR code: get ${app} on the ${store}`} width={120} height={120} loading="lazy" />
            </Box>
            <a href={url} target="_blank" rel="noopener noreferrer" className={classes.badge}>
              {badge}
            </a>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
