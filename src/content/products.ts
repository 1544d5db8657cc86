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
