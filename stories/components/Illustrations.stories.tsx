import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '@mantine/core';
import { InvoiceAppIllustration } from '@/components/illustrations/InvoiceAppIllustration';
import { SiteBuilderIllustration } from '@/components/illustrations/SiteBuilderIllustration';
import { SiteEditorIllustration } from '@/components/illustrations/SiteEditorIllustration';
import { StoreAndAppIllustration } from '@/components/illustrations/StoreAndAppIllustration';
import { TeamProcessIllustration } from '@/components/illustrations/TeamProcessIllustration';
import { PageHero } from '@/components/PageHero';

export default { title: 'Components / Hero illustrations' } satisfies StoryDefault;

const frame = { maxWidth: 560 };

/** Home: a business website edited in the content management system. */
export const SiteEditor: Story = () => (
  <div style={frame}>
    <SiteEditorIllustration label="A restaurant's website being edited in the Webbee content management system" />
  </div>
);

/** About: decorative, as the steps are written out on the page. */
export const TeamProcess: Story = () => (
  <div style={frame}>
    <TeamProcessIllustration />
  </div>
);

export const StoreAndApp: Story = () => (
  <div style={frame}>
    <StoreAndAppIllustration label="A Webbee Cart store on a laptop and in its own mobile app" />
  </div>
);

export const InvoiceApp: Story = () => (
  <div style={frame}>
    <InvoiceAppIllustration label="An invoice in the Webbee Client app, its payment link and QR code, and the payment received" />
  </div>
);

export const SiteBuilder: Story = () => (
  <div style={frame}>
    <SiteBuilderIllustration />
  </div>
);

/** Beside the text from 1024 px, under it on narrower screens. */
export const HeroWithIllustration: Story = () => (
  <PageHero
    eyebrow="Webbee Cart"
    title="An online store and mobile app for your business"
    intro="A fully responsive e-commerce website with its own mobile app, delivered within 30 days."
    visual={<StoreAndAppIllustration label="A Webbee Cart store on a laptop and in its own mobile app" />}
  >
    <Button size="lg">Book a Demo</Button>
  </PageHero>
);

/** A picture file takes its width and height, so its box is there before it loads. */
export const HeroWithPicture: Story = () => (
  <PageHero
    eyebrow="Seller programme"
    title="Become a Seller and earn with every referral"
    visual={
      <img
        src="/images/seller-dashboard.svg"
        alt="The seller dashboard: referral earnings, clients and their website status, and renewal commission"
        width={560}
        height={480}
      />
    }
  />
);
