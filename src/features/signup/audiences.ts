import { siteConfig } from '@/api/config';
import {
  getRegisterCustomerMutationOptions,
  getRegisterSellerMutationOptions,
} from '@/api/generated/vendor-account/vendor-account';

/** What differs between the seller and the customer sign-up: words, the register call and the portal. */
export const audiences = {
  seller: {
    formTitle: 'Register as a Seller',
    nameLabel: 'Legal name',
    registration: getRegisterSellerMutationOptions,
    portalUrl: siteConfig.vendorPortalUrl,
    portalName: 'vendor portal',
    loginPrompt: 'Already a seller?',
  },
  customer: {
    formTitle: 'Start Building Your Website Now',
    nameLabel: 'Business Name',
    registration: getRegisterCustomerMutationOptions,
    portalUrl: siteConfig.clientPortalUrl,
    portalName: 'customer portal',
    loginPrompt: 'Already have an account?',
  },
} as const;

export type Audience = keyof typeof audiences;

/** The same toast on both forms (spec section 8). */
export const registeredMessage = 'Seller request submitted successfully';
