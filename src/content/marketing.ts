import { msg } from '@lingui/core/macro';
// The premium modules' icons as files of their own, not inlined: Home's HTML has no bytes to spare for eight drawings.
import projectIcon from '@tabler/icons/outline/layout-kanban.svg?no-inline';
import teamIcon from '@tabler/icons/outline/users-group.svg?no-inline';
import awardsIcon from '@tabler/icons/outline/award.svg?no-inline';
import partnersIcon from '@tabler/icons/outline/heart-handshake.svg?no-inline';
import expertiseIcon from '@tabler/icons/outline/bulb.svg?no-inline';
import appointmentIcon from '@tabler/icons/outline/calendar-event.svg?no-inline';
import invoiceIcon from '@tabler/icons/outline/file-invoice.svg?no-inline';
import supportIcon from '@tabler/icons/outline/headset.svg?no-inline';
import { formatPrice } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

/** The least a website costs, in dirhams (the spec's website price, section 9); pages write it with formatPrice. */
export const websitePriceFrom = 1499;
/** The most a seller earns for a referred customer, in dirhams (the spec's seller earnings, section 9). */
export const sellerRewardUpTo = 1000;

/** The values of the copy's {price} and {reward}, as the edition writes prices. */
export const pricesIn = (locale: Locale) => ({
  price: formatPrice(websitePriceFrom, locale),
  reward: formatPrice(sellerRewardUpTo, locale),
});

/** The spec's marketing claims (section 1) and business constants (section 9), as copy. */
export const claims = {
  sellerReward: msg({ message: 'up to {reward} per referred new customer, plus commission on renewals' }),
  applicationReview: msg`within 48 hours`,
};

/** The spec's 8 premium modules (section 2, Home), each with the icon its card shows. */
export const premiumModules = [
  { name: msg`Project module`, icon: projectIcon },
  { name: msg`Team/work management`, icon: teamIcon },
  { name: msg`Awards`, icon: awardsIcon },
  { name: msg`Partners`, icon: partnersIcon },
  { name: msg`Expertise`, icon: expertiseIcon },
  { name: msg`Appointment solution`, icon: appointmentIcon },
  { name: msg`Raise invoice via payment gateway`, icon: invoiceIcon },
  { name: msg`24/7 support`, icon: supportIcon },
];

export const customerSteps = [
  { title: msg`Business details and logo`, text: msg`Tell us about your business and share your logo.` },
  {
    title: msg`Website contents`,
    text: msg`Send the text and pictures for your pages; we can write the content for you.`,
  },
  {
    title: msg`Choose a package and pay`,
    text: msg`Pick the package that fits, pay online by card, and we build your site.`,
  },
];
