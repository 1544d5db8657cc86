import { msg } from '@lingui/core/macro';
import { IconBuildingStore, IconSpeakerphone, IconWallet } from '@tabler/icons-react';

/** The Webbee Cart feature list; its entries carry a little HTML, rendered through SafeHtml. */
export const cartFeatures = [
  {
    id: 1,
    title: msg`Dashboard`,
    content: msg`<p>See <strong>total sales, orders, customers and products</strong> at a glance.</p>`,
  },
  {
    id: 2,
    title: msg`User administration`,
    content: msg`<p>Give your staff their own logins with the roles <strong>manager, tester and checker</strong>.</p>`,
  },
  {
    id: 3,
    title: msg`Products and categories`,
    content: msg`<p>Manage products and categories one by one or with <strong>bulk upload</strong> from a spreadsheet.</p>`,
  },
  {
    id: 4,
    title: msg`Orders`,
    content: msg`<p>Follow every order from payment to delivery and keep customers informed.</p>`,
  },
  {
    id: 5,
    title: msg`Coupons`,
    content: msg`<p>Create discount codes for campaigns, seasons and loyal customers.</p>`,
  },
  {
    id: 6,
    title: msg`SEO tools`,
    content: msg`<p>Edit page titles, descriptions and addresses so shoppers find you on search engines.</p>`,
  },
  {
    id: 7,
    title: msg`Inventory alerts`,
    content: msg`<p>Get told when a product runs low, before it sells out.</p>`,
  },
  {
    id: 8,
    title: msg`Shipping`,
    content: msg`<p>Set delivery zones and rates across the Emirates.</p>`,
  },
  {
    id: 9,
    title: msg`Card payments`,
    content: msg`<p>Accept cards online through a secure payment gateway.</p>`,
  },
  {
    id: 10,
    title: msg`Abandoned cart recovery`,
    content: msg`<p>Remind shoppers who left items in their cart and win back sales.</p>`,
  },
  {
    id: 11,
    title: msg`Data protection`,
    content: msg`<p>Customer data is encrypted and backed up every day.</p>`,
  },
];

/**
 * The Cart's features in three groups: running the store, selling, and orders through to delivery.
 * Side by side, each group's card is as tall as the longest: groups of about one length leave no
 * card with an empty bottom.
 */
export const cartFeatureGroups = [
  { title: msg`Run your store`, icon: IconBuildingStore, featureIds: [1, 2, 3, 11] },
  { title: msg`Sell more`, icon: IconSpeakerphone, featureIds: [5, 6, 10] },
  { title: msg`Orders, payments and delivery`, icon: IconWallet, featureIds: [4, 9, 8, 7] },
];

/** From sign-up to a live store: the spec's customer journey (section 1), told for the Cart. */
export const cartSteps = [
  {
    title: msg`Tell us about your business`,
    text: msg`Share your business details and your logo, and say whether you sell alone or with several vendors.`,
  },
  {
    title: msg`Send your products`,
    text: msg`Send your products, categories and pictures, one by one or as a spreadsheet for bulk upload.`,
  },
  { title: msg`Choose a package and pay`, text: msg`Pick the package that fits your store and pay online by card.` },
  {
    title: msg`Open your store`,
    text: msg`Within 30 days your store and its app are live, and you run them from your dashboard.`,
  },
];

/** What a Cart package holds, in the page's own claims (spec section 1): nothing it does not promise. */
export const cartPackage = [
  msg`A store that works on every screen`,
  msg`Your own mobile app in the App Store and on Google Play`,
  msg`Single or multi vendor`,
  msg`Card payments through a secure gateway`,
  msg`Hosting, security and updates by our team`,
  msg`Delivered within 30 days`,
  msg`No installation, contracts or hidden fees`,
];

/** Why a store on the phone pays: the spec's benefits of a mobile-friendly website (section 1), told for a shop. */
export const mobileStoreBenefits = [
  msg`Shoppers trust a store that looks professional on their phone`,
  msg`Your products are on show around the clock`,
  msg`Reviews from happy customers win over new ones`,
  msg`Offers and news bring customers back`,
  msg`Search engines lead shoppers to your products`,
  msg`Customers nearby find your shop on the map`,
  msg`It stays affordable, with hosting included`,
];
