/** One item of a legal page: a title and its text, with an optional second heading and text. */
export interface LegalItem {
  title: string;
  content: string;
  secondarytitle?: string;
  secondarycontent?: string;
}

export const legalUpdated = '1 November 2026';

export const terms: LegalItem[] = [
  {
    title: 'About these terms',
    content:
      'These terms apply to every website, online store, app and service that Webbee Technologies LLC provides. By ordering a package you accept them.',
  },
  {
    title: 'Refunds',
    content:
      'A refund must be claimed within 24 hours from purchase. Refunds are processed within 15-20 calendar days, and payment gateway fees are deducted from the amount refunded.',
    secondarytitle: 'Opting out',
    secondarycontent:
      'An opt-out refund is available only if no support or service has been given for the order and the request is made within 7 calendar days of purchase.',
  },
  {
    title: 'Renewal',
    content:
      'Packages renew automatically for the same period at the end of each term, unless you cancel before the renewal date.',
  },
  {
    title: 'Payment',
    content: 'Payment is made online by card only, and in full before the service starts.',
  },
  {
    title: 'Fair use',
    content:
      'Hosting, e-mail and support are provided under a fair-use policy. We may suspend or terminate a service that is used unlawfully, that harms other customers or that places an unreasonable load on our systems.',
  },
  {
    title: 'Your content',
    content:
      'You are responsible for the text, images and products you publish and must hold the rights to them. We may remove content that breaks the law of the United Arab Emirates.',
  },
];

export const privacy: LegalItem[] = [
  {
    title: 'Information we collect',
    content:
      'We collect the information you give us in our forms, such as your name, e-mail address, phone number and business details, to answer you and to provide our services.',
  },
  {
    title: 'Cookies',
    content: 'Webbee does not use cookies on this website.',
    secondarytitle: 'Third-party advertising',
    secondarycontent:
      'Third-party advertisers and ad networks that show adverts may use their own cookies. Their use of cookies is governed by their own privacy policies, not ours.',
  },
  {
    title: 'Log files',
    content:
      "Like most websites, our server keeps standard log files. They record the visitor's IP address, browser type, internet service provider (ISP), date and time stamp, referring and exit pages, and the number of clicks, to analyse trends and administer the site. They are not linked to information that identifies you personally.",
  },
  {
    title: 'How we use your information',
    content:
      'We use your information to provide and improve our services, to contact you about your account and, where you agree, to tell you about new products. We do not sell your personal information.',
  },
  {
    title: 'Contact',
    content: 'For any question about this policy, write to support@webbee.ae.',
  },
];
