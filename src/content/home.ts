import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import controlIcon from '@tabler/icons/outline/adjustments-horizontal.svg?no-inline';
import speedIcon from '@tabler/icons/outline/clock-hour-4.svg?no-inline';
import teamIcon from '@tabler/icons/outline/map-pin.svg?no-inline';
import priceIcon from '@tabler/icons/outline/receipt-2.svg?no-inline';
// The premium modules' icons as files of their own, not inlined: Home's HTML has no bytes to spare for eight drawings.
import projectIcon from '@tabler/icons/outline/layout-kanban.svg?no-inline';
import workIcon from '@tabler/icons/outline/users-group.svg?no-inline';
import awardsIcon from '@tabler/icons/outline/award.svg?no-inline';
import partnersIcon from '@tabler/icons/outline/heart-handshake.svg?no-inline';
import expertiseIcon from '@tabler/icons/outline/bulb.svg?no-inline';
import appointmentIcon from '@tabler/icons/outline/calendar-event.svg?no-inline';
import invoiceIcon from '@tabler/icons/outline/file-invoice.svg?no-inline';
import supportIcon from '@tabler/icons/outline/headset.svg?no-inline';
import type { FeatureTile } from '@/components/FeatureTiles';
import type { Highlight } from '@/components/HighlightCards';

export interface Testimonial {
  comment: MessageDescriptor;
  commenter: MessageDescriptor;
  designation: MessageDescriptor;
  picture: string;
}

/** The three static reviews of the Home slider. */
export const testimonials: Testimonial[] = [
  {
    comment: msg`We put off our website for two years. Webbee had our restaurant online in three days, with the menu, photos and a map to both branches. Guests now book their tables on the site, and I change the menu myself from my phone.`,
    commenter: msg`Rashid Al Marri`,
    designation: msg`Owner, Al Marri Grill, Dubai`,
    picture: '/images/people/rashid-al-marri.svg',
  },
  {
    comment: msg`Our online store and mobile app came in less than a month. Customers order abayas in the app, pay by card and hear when their order ships, and cart reminders bring back shoppers who left something behind.`,
    commenter: msg`Mariam Khouri`,
    designation: msg`Founder, Noor Modest Wear, Sharjah`,
    picture: '/images/people/mariam-khouri.svg',
  },
  {
    comment: msg`I refer my accounting clients to Webbee because the price is clear and they never call me to complain. My seller dashboard shows where each website is, and the commission is now a steady second income.`,
    commenter: msg`Vikram Shah`,
    designation: msg`Webbee seller, Abu Dhabi`,
    picture: '/images/people/vikram-shah.svg',
  },
];

/** Why Webbee, with the starting price as the page's edition writes it. */
export const whyUs = (priceFrom: string): Highlight[] => [
  {
    title: msg`Ready in 72 hours`,
    text: msg`Our content management system gets your business online in days, not months.`,
    icon: speedIcon,
  },
  {
    title: msg`Clear pricing`,
    text: msg`Packages start from ${priceFrom}, and every one includes your domain, hosting, SSL and corporate e-mails.`,
    icon: priceIcon,
  },
  {
    title: msg`You stay in control`,
    text: msg`Change banners, services, prices and business information yourself, any time.`,
    icon: controlIcon,
  },
  {
    title: msg`A team in Dubai`,
    text: msg`Local people who speak your language and answer when you call.`,
    icon: teamIcon,
  },
];

/**
 * The spec's 15 included features (section 2, Home), read in four groups of about one length, so
 * that no card stands half empty beside the others. Here rather than with the
 * copy every page shows (marketing.ts), as only Home shows them.
 */
export const includedFeatureGroups = [
  {
    title: msg`Your address online`,
    features: [msg`Domain name`, msg`Hosting`, msg`Free SSL`, msg`Corporate emails`],
  },
  {
    title: msg`Design and content`,
    features: [msg`Logo creation`, msg`Banner design`, msg`Content writing`],
  },
  {
    title: msg`Pages for your business`,
    features: [
      msg`Service/product module`,
      msg`Business information`,
      msg`Blogs/news/events`,
      msg`Dynamic contact page`,
    ],
  },
  {
    title: msg`Your customers`,
    features: [msg`Subscriber management`, msg`Testimonials`, msg`Digital feedback`, msg`Social links`],
  },
];

export const includedFeatures = includedFeatureGroups.flatMap((group) => group.features);

/**
 * The spec's 8 premium modules (section 2, Home), each with a line on what it does for the business
 * and the icon its card shows. Here rather than with the copy every page shows, as only Home shows them.
 */
export const premiumModules: FeatureTile[] = [
  {
    name: msg`Project module`,
    description: msg`Show the projects you have completed, with pictures.`,
    icon: projectIcon,
  },
  {
    name: msg`Team/work management`,
    description: msg`Give your staff their tasks and follow the work.`,
    icon: workIcon,
  },
  { name: msg`Awards`, description: msg`List the awards and certificates your business has earned.`, icon: awardsIcon },
  { name: msg`Partners`, description: msg`Show the logos of the companies you work with.`, icon: partnersIcon },
  { name: msg`Expertise`, description: msg`Present the fields your business knows best.`, icon: expertiseIcon },
  {
    name: msg`Appointment solution`,
    description: msg`Let customers book appointments on your website.`,
    icon: appointmentIcon,
  },
  {
    name: msg`Raise invoice via payment gateway`,
    description: msg`Send invoices that customers pay online by card.`,
    icon: invoiceIcon,
  },
  {
    name: msg`24/7 support`,
    description: msg`Every package has support on working days; this adds our team at any hour, every day.`,
    icon: supportIcon,
  },
];
