import { msg } from '@lingui/core/macro';
import { siteConfig } from '@/api/config';
import {
  getRegisterCustomerMutationOptions,
  getRegisterSellerMutationOptions,
} from '@/api/generated/vendor-account/vendor-account';

/** What differs between the seller and the customer sign-up: words, the register call and the portal. */
export const audiences = {
  seller: {
    formTitle: msg`Register as a Seller`,
    nameLabel: msg`Legal name`,
    registration: getRegisterSellerMutationOptions,
    portalUrl: siteConfig.vendorPortalUrl,
    portalLogin: msg`Log in to the vendor portal`,
    loginPrompt: msg`Already a seller?`,
    /** In the form once it is sent: what comes next, as the page's review note says. */
    nextStep: msg`Request received. We review it and e-mail you once your seller account is approved.`,
  },
  customer: {
    formTitle: msg`Start Building Your Website Now`,
    nameLabel: msg`Business Name`,
    registration: getRegisterCustomerMutationOptions,
    portalUrl: siteConfig.clientPortalUrl,
    portalLogin: msg`Log in to the customer portal`,
    loginPrompt: msg`Already have an account?`,
    nextStep: msg`Request received. A Webbee representative will contact you to get your website started.`,
  },
} as const;

export type Audience = keyof typeof audiences;

/** The same toast on both forms (the spec's sign-up success toast, section 8). */
export const registeredMessage = msg`Seller request submitted successfully`;
