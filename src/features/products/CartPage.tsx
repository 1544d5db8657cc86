import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { FeatureGroups } from '@/components/FeatureGroups';
import { ExternalLink } from '@/components/ExternalLink';
import { PageHero } from '@/components/PageHero';
import { StoreAndAppIllustration } from '@/components/illustrations/StoreAndAppIllustration';
import { PageSection } from '@/components/PageSection';
import { SafeHtml } from '@/components/SafeHtml';
import { SideBySide } from '@/components/SideBySide';
import { StoreBadges } from '@/components/StoreBadges';
import { company } from '@/content/company';
import { cartFeatureGroups, cartFeatures, cartPackage, cartSteps, mobileStoreBenefits } from '@/content/products';
import { storeLinks } from '@/content/storeLinks';
import { storeQrCodes } from 'virtual:store-qr-codes';
import { BookDemoButton } from '@/components/BookDemoButton';
import { primaryAction, secondaryAction } from '@/components/actionButtons';
import { ClosingCallToAction } from '@/components/ClosingCallToAction';
import { StepList } from '@/components/StepList';
import { TickedList } from '@/components/TickedList';
import classes from './ProductPage.module.css';

export default function CartPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={t({ context: 'page eyebrow', message: 'Webbee Cart' })}
        title={t`An online store and mobile app for your business`}
        intro={t`A fully responsive e-commerce website with its own mobile app, delivered within 30 days. Single or multi vendor, with no installation, contracts or hidden fees.`}
        visual={<StoreAndAppIllustration label={t`A Webbee Cart store on a laptop and in its own mobile app`} />}
      >
        <BookDemoButton {...primaryAction} />
        <Button
          component="a"
          href={company.demoStoreUrl}
          target="_blank"
          rel="noopener noreferrer"
          {...secondaryAction}
        >
          <Trans>Visit the demo store</Trans>
        </Button>
      </PageHero>
      <PageSection>
        <SideBySide
          textSpan={7}
          align="baseline"
          aside={<StoreBadges app="Webbee Cart" {...storeLinks.cart} codes={storeQrCodes.cart} />}
        >
          <Stack gap="md">
            <Title order={2}>
              <Trans>About Webbee Cart</Trans>
            </Title>
            <Text size="lg">
              <Trans>
                Webbee Cart is a complete online store for UAE businesses: a website that works on every screen and a
                mobile app for your customers, both managed from one dashboard. Sell on your own, or open your store to
                several vendors with their own products and orders.
              </Trans>
            </Text>
            <Text>
              <Trans>
                We deliver your store within 30 days, ready to take card payments. There is nothing to install, no
                contract to sign and no hidden fee: you pay for your package, and we host, secure and update the store
                for you.
              </Trans>
            </Text>
            <Text>
              <Trans>
                Try the customer side first in our <ExternalLink href={company.demoStoreUrl}>demo store</ExternalLink>.
              </Trans>
            </Text>
          </Stack>
        </SideBySide>
      </PageSection>
      <PageSection
        title={t`Everything your store needs`}
        intro={t`Run your shop from one dashboard, on the web or in the app.`}
        tinted
      >
        <FeatureGroups
          groups={cartFeatureGroups.map(({ title, icon, featureIds }) => ({
            title: i18n._(title),
            icon,
            items: cartFeatures
              .filter((feature) => featureIds.includes(feature.id))
              .map((feature) => ({
                key: feature.id,
                name: i18n._(feature.title),
                detail: <SafeHtml html={i18n._(feature.content)} />,
              })),
          }))}
        />
      </PageSection>
      <PageSection
        title={t`From sign-up to your first order`}
        intro={t`Four steps, and your store is live within 30 days.`}
      >
        <StepList steps={cartSteps} />
      </PageSection>
      <PageSection
        title={t`Made for shoppers on their phones`}
        intro={t`Your customers shop from their phones: a store built for the small screen works for you day and night.`}
        tinted
      >
        <SideBySide
          textSpan={7}
          align="start"
          aside={
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="cart-package">
              <Title order={3} size="h4" id="cart-package">
                <Trans>What your package includes</Trans>
              </Title>
              <TickedList
                className={classes.packageList}
                items={cartPackage.map((item) => ({ key: item.id, content: i18n._(item) }))}
              />
            </Card>
          }
        >
          <TickedList
            aria-label={t`Why a store on the phone pays`}
            className={classes.benefits}
            items={mobileStoreBenefits.map((benefit) => ({ key: benefit.id, content: i18n._(benefit) }))}
          />
        </SideBySide>
      </PageSection>
      <ClosingCallToAction
        title={t`See Webbee Cart with your own products`}
        text={t`Book a demo and we will walk you through the store, the app and the dashboard, and what going live takes.`}
      >
        <BookDemoButton {...primaryAction} />
        <Button component={Link} href="/contact" {...secondaryAction}>
          <Trans>Contact Us</Trans>
        </Button>
      </ClosingCallToAction>
    </>
  );
}
