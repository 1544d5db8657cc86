import type { Step } from '@/components/StepList';

export const sellerSteps: Step[] = [
  {
    title: 'Fill the form',
    text: 'Register as a seller with your legal name, phone and e-mail, verified with one-time codes.',
  },
  { title: 'Log in to the vendor portal', text: 'Once approved, log in to manage the clients you bring to Webbee.' },
  { title: 'Upload documents', text: 'Upload your trade licence and ID to activate your account and your commission.' },
];

export const clientRegistrationSteps: Step[] = [
  {
    title: "Enter the client's business information",
    text: 'Name, contact details and logo of the business you refer.',
  },
  { title: 'Choose a package', text: 'Pick the website package that fits your client.' },
  { title: 'Upload content and pay', text: 'Upload the website content and complete the payment; we start building.' },
];

export const sellerNotes: Step[] = [
  {
    title: 'We set up the site',
    text: 'Our team builds and launches each client website, ready in as little as 72 hours.',
  },
  { title: 'Track every status', text: "Follow each client's work status from your seller dashboard." },
  {
    title: 'Clients manage their own site',
    text: 'Clients update logos, colour themes, banners, services and business information in their backend portal.',
  },
];

export const customerRegistrationSteps: Step[] = [
  { title: 'Sign up', text: 'Create your account with your business name, phone and e-mail.' },
  { title: 'A representative calls you', text: 'We contact you to understand your business and your website.' },
  { title: 'Share your details', text: 'Send your business details, logo and content, choose a package and pay.' },
];
