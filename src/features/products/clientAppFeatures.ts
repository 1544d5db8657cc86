import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconCalendarTime,
  IconCubePlus,
  IconFileDescription,
  IconLeaf,
  IconListCheck,
  IconMessageStar,
  IconPackages,
  IconPalette,
  type TablerIcon,
} from '@tabler/icons-react';

/**
 * The Webbee Client app's features, each with the icon its card leads with, as the Cart's groups have.
 * Beside its page rather than in src/content/products.ts, so that the Cart's page loads none of their icons.
 */
export const clientAppFeatures: { title: MessageDescriptor; text: MessageDescriptor; icon: TablerIcon }[] = [
  {
    title: msg`Create items`,
    text: msg`Add the products and services you sell once, and reuse them on every invoice.`,
    icon: IconCubePlus,
  },
  {
    title: msg`Tailor invoices`,
    text: msg`Your logo, your colours and your terms on every invoice you send.`,
    icon: IconPalette,
  },
  {
    title: msg`Eco-friendly invoicing`,
    text: msg`Send payment links, QR codes and e-mails instead of paper.`,
    icon: IconLeaf,
  },
  {
    title: msg`Stay organised`,
    text: msg`See at a glance which invoices are paid and which are unpaid.`,
    icon: IconListCheck,
  },
  {
    title: msg`Customer packages`,
    text: msg`Sell bundles and recurring packages to your regular customers.`,
    icon: IconPackages,
  },
  {
    title: msg`Quotes`,
    text: msg`Send professional quotes and turn them into invoices in one click.`,
    icon: IconFileDescription,
  },
  {
    title: msg`Appointments`,
    text: msg`Let customers book a time with you and keep your calendar in one place.`,
    icon: IconCalendarTime,
  },
  {
    title: msg`Customer feedback`,
    text: msg`Collect feedback after every job to improve and to win new customers.`,
    icon: IconMessageStar,
  },
];
