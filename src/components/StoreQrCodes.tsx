import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';

interface StoreQrCodesProps {
  /** The app's name, e.g. 'Webbee Cart'. */
  app: string;
  appStore: string;
  playStore: string;
  /** Each link's QR code as an image URL: the ones the build draws (`virtual:store-qr-codes`). */
  codes: { appStore: string; playStore: string };
}

/** Scan-to-install codes for the App Store and Google Play, each also a link for phone visitors. */
export function StoreQrCodes({ app, appStore, playStore, codes }: StoreQrCodesProps) {
  const { t } = useLingui();
  const stores = [
    { store: 'App Store', url: appStore, code: codes.appStore, Icon: IconBrandApple },
    { store: 'Google Play', url: playStore, code: codes.playStore, Icon: IconBrandGooglePlay },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        <Trans>Get the {app} app</Trans>
      </Title>
      <Group gap="lg">
        {stores.map(({ store, url, code, Icon }) => (
          <Paper key={store} withBorder radius="lg" p="md">
            <Stack align="center" gap="xs">
              <img src={code} alt={t`QR code: get ${app} on the ${store}`} width={120} height={120} loading="lazy" />
              <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={700}>
                <Group gap={6} wrap="nowrap">
                  <Icon size={18} aria-hidden="true" />
                  <Text span inherit>
                    {store}
                  </Text>
                </Group>
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </Group>
    </Stack>
  );
}
