import { msg } from '@lingui/core/macro';
import statusIcon from '@tabler/icons/outline/chart-bar.svg?no-inline';
import setUpIcon from '@tabler/icons/outline/tools.svg?no-inline';
import ownSiteIcon from '@tabler/icons/outline/user-cog.svg?no-inline';
import type { Highlight } from '@/components/HighlightCards';
import type { Step } from '@/components/StepList';

export const sellerSteps: Step[] = [
  {
    title: msg`Fill the form`,
    text: msg`Register as a seller with your legal name, phone and e-mail, verified with one-time codes.`,
  },
  {
    title: msg`Log in to the vendor portal`,
    text: msg`Once approved, log in to manage the clients you bring to Webbee.`,
  },
  {
    title: msg`Upload documents`,
    text: msg`Upload your trade licence and ID to activate your account and your commission.`,
  },
];

export const clientRegistrationSteps: Step[] = [
  {
    title: msg`Enter the client's business information`,
    text: msg`Name, contact details and logo of the business you refer.`,
  },
  { title: msg`Choose a package`, text: msg`Pick the website package that fits your client.` },
  {
    title: msg`Upload content and pay`,
    text: msg`Upload the website content and complete the payment; we start building.`,
  },
];

export const sellerNotes: Highlight[] = [
  {
    title: msg`We set up the site`,
    text: msg`Our team builds and launches each client website, ready in as little as 72 hours.`,
    icon: setUpIcon,
  },
  {
    title: msg`Track every status`,
    text: msg`Follow each client's work status from your seller dashboard.`,
    icon: statusIcon,
  },
  {
    title: msg`Clients manage their own site`,
    text: msg`Clients update logos, colour themes, banners, services and business information in their backend portal.`,
    icon: ownSiteIcon,
  },
];

export const customerRegistrationSteps: Step[] = [
  { title: msg`Sign up`, text: msg`Create your account with your business name, phone and e-mail.` },
  { title: msg`A representative calls you`, text: msg`We contact you to understand your business and your website.` },
  {
    title: msg`Share your details`,
    text: msg`Send your business details, logo and content, choose a package and pay.`,
  },
];

/** Beside the customer form: the first of what every package includes, as Home lists it. */
export const customerIncluded = [
  msg`Domain name`,
  msg`Hosting`,
  msg`Free SSL`,
  msg`Corporate emails`,
  msg`Logo creation`,
  msg`Content writing`,
];
