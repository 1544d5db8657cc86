import { msg } from '@lingui/core/macro';
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

export const customerSteps = [
  {
    title: msg`Business details and logo`,
    text: msg`Sign up, and a Webbee representative calls you to learn about your business and collect your logo.`,
  },
  {
    title: msg`Website contents`,
    text: msg`Send the text and pictures for your pages; we can write the content for you.`,
  },
  {
    title: msg`Choose a package and pay`,
    text: msg`Pick the package that fits, pay online by card, and we build your site.`,
  },
];
