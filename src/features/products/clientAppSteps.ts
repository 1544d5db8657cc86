import { msg } from '@lingui/core/macro';

/** An invoice's way from the app to the money, in the words of the Client's features (spec section 2). */
export const clientAppSteps = [
  { title: msg`Add your items`, text: msg`Enter the products and services you sell once, with their prices.` },
  {
    title: msg`Send the invoice`,
    text: msg`Tailor it with your logo and send it as a payment link, a QR code or an e-mail.`,
  },
  { title: msg`Get paid by card`, text: msg`Your customer pays from the link or the QR code, on any phone.` },
  {
    title: msg`See what is paid`,
    text: msg`Follow paid and unpaid invoices, and ask for feedback when the job is done.`,
  },
];
