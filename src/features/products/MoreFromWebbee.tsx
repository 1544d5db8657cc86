import { useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { IconBuildingStore, IconWorldWww } from '@tabler/icons-react';
import { Link } from 'wouter';
import { FeatureCards } from '@/components/FeatureCards';
import { PageSection } from '@/components/PageSection';
import { websitePriceFrom } from '@/content/marketing';
import { formatPrice } from '@/lib/i18n/format';
import { useLocale } from '@/lib/i18n/useLocale';

/**
 * The company's other products, from the Client's page: a business that invoices with the app may
 * sells online too, and a buyer comparing providers expects to see what else the company offers.
 */
export function MoreFromWebbee() {
  const { t } = useLingui();
  const priceFrom = formatPrice(websitePriceFrom, useLocale());
  const products = [
    {
      title: 'Webbee Cart',
      icon: IconBuildingStore,
      text: t`An online store and its own mobile app, single or multi vendor, delivered within 30 days.`,
      href: '/webbeecart',
      action: t`Discover Webbee Cart`,
    },
    {
      title: t`A business website`,
      icon: IconWorldWww,
      text: t`A complete website from ${priceFrom}, with your domain and hosting included, ready in 72 hours.`,
      href: '/createwebsite',
      action: t`Build your website`,
    },
  ];
  return (
    <PageSection title={t`More from Webbee`} intro={t`The rest of what we build for UAE businesses.`} tinted>
      <FeatureCards
        columns={2}
        features={products.map(({ title, icon, text, href, action }) => ({
          title,
          icon,
          body: (
            <>
              <Text>{text}</Text>
              <Anchor component={Link} href={href} fw={600} w="fit-content">
                {action}
              </Anchor>
            </>
          ),
        }))}
      />
    </PageSection>
  );
}
