import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import QrCode from './QrCode';

interface StoreQrCodesProps {
  /** The app's name, e.g. 'Webbee Cart'. */
  app: string;
  appStore: string;
  playStore: string;
}

/** Scan-to-install codes for the App Store and Google Play, each also a link for phone visitors. */
export function StoreQrCodes({ app, appStore, playStore }: StoreQrCodesProps) {
  const { t } = useLingui();
  const stores = [
    { store: 'App Store', url: appStore, Icon: IconBrandApple },
    { store: 'Google Play', url: playStore, Icon: IconBrandGooglePlay },
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        <Trans>Get the {app} app</Trans>
      </Title>
      <Group gap="lg">
        {stores.map(({ store, url, Icon }) => (
          <Paper key={store} withBorder radius="lg" p="md">
            <Stack align="center" gap="xs">
              <QrCode value={url} title={t`QR code: get ${app} on the ${store}`} size={120} />
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
