import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '@mantine/core';
import { AgreementIllustration } from '@/components/illustrations/AgreementIllustration';
import { AnnouncementIllustration } from '@/components/illustrations/AnnouncementIllustration';
import { ArticleIllustration } from '@/components/illustrations/ArticleIllustration';
import { ConversationIllustration } from '@/components/illustrations/ConversationIllustration';
import { HeroEmblem } from '@/components/illustrations/HeroEmblem';
import { OpenSeatIllustration } from '@/components/illustrations/OpenSeatIllustration';
import { PrivacyIllustration } from '@/components/illustrations/PrivacyIllustration';
import { QuestionsIllustration } from '@/components/illustrations/QuestionsIllustration';
import { SiteTreeIllustration } from '@/components/illustrations/SiteTreeIllustration';
import { InvoiceAppIllustration } from '@/components/illustrations/InvoiceAppIllustration';
import { SellerDashboardIllustration } from '@/components/illustrations/SellerDashboardIllustration';
import { SiteBuilderIllustration } from '@/components/illustrations/SiteBuilderIllustration';
import { SiteEditorIllustration } from '@/components/illustrations/SiteEditorIllustration';
import { StoreAndAppIllustration } from '@/components/illustrations/StoreAndAppIllustration';
import { TeamProcessIllustration } from '@/components/illustrations/TeamProcessIllustration';
import { PageHero } from '@/components/PageHero';
import { primaryAction } from '@/components/actionButtons';

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
    <Button {...primaryAction}>Book a Demo</Button>
  </PageHero>
);

/** Above a sign-up form: less room and a smaller drawing from 1024 px, so the form starts in the first screen. */
export const HeroLeadingToForm: Story = () => (
  <PageHero
    leadsToForm
    eyebrow="Become a Customer"
    title="Your business online, built for you"
    intro="Packages start from AED 1499, with domain and hosting included."
    visual={<SiteBuilderIllustration />}
  >
    <Button {...primaryAction}>Get started</Button>
  </PageHero>
);

/** Become a Seller: the seller's dashboard, in the frame of the hero with its button. */
export const SellerDashboard: Story = () => (
  <div style={frame}>
    <SellerDashboardIllustration label="The seller dashboard: referral earnings, clients and their website status, and renewal commission" />
  </div>
);

/** Become a Seller without its button: the same dashboard in a wider frame (spec: two image variants). */
export const SellerDashboardWide: Story = () => (
  <div style={{ maxWidth: 900 }}>
    <SellerDashboardIllustration wide />
  </div>
);

/** A picture file takes its width and height, so its box is there before it loads. */
export const HeroWithPicture: Story = () => (
  <PageHero
    eyebrow="Seller programme"
    title="Become a Seller and earn with every referral"
    visual={
      <img src="/images/video-poster.svg" alt="A still from the Webbee introduction video" width={1280} height={720} />
    }
  />
);

/**
 * Beside a text-only hero from 1024 px, each page's own small drawing: Contact, FAQ, Privacy,
 * Terms, the sitemap, Blogs, News & Events and Careers; last the brand's mark, for a hero with none.
 */
export const PageEmblems: Story = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))', gap: 24 }}>
    <ConversationIllustration />
    <QuestionsIllustration />
    <PrivacyIllustration />
    <AgreementIllustration />
    <SiteTreeIllustration />
    <ArticleIllustration />
    <AnnouncementIllustration />
    <OpenSeatIllustration />
    <HeroEmblem />
  </div>
);

/** A text-only hero with its page's drawing at the end of the line, from 1024 px. */
export const HeroWithEmblem: Story = () => (
  <PageHero
    eyebrow="FAQ"
    title="Frequently asked questions"
    intro="Here is what our customers ask before they start."
    emblem={<QuestionsIllustration />}
  />
);
