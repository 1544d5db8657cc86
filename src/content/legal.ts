import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from './company';

const [, supportEmail] = company.emails;

/**
 * One item of a legal page: a title and its text, with an optional second heading and text. The
 * values a text quotes are addresses, which keep their left-to-right order in Arabic sentences.
 */
export interface LegalItem {
  title: MessageDescriptor;
  content: MessageDescriptor;
  secondarytitle?: MessageDescriptor;
  secondarycontent?: MessageDescriptor;
}

/** When both documents last changed, as an ISO date each edition writes in its own way. */
export const legalUpdated = '2026-11-01';

export const terms: LegalItem[] = [
  {
    title: msg`About these terms`,
    content: msg`These terms apply to every website, online store, app and service that Webbee Technologies LLC provides. By ordering a package you accept them.`,
  },
  {
    title: msg`Refunds`,
    content: msg`A refund must be claimed within 24 hours from purchase. Refunds are processed within 15-20 calendar days, and payment gateway fees are deducted from the amount refunded.`,
    secondarytitle: msg`Opting out`,
    secondarycontent: msg`An opt-out refund is available only if no support or service has been given for the order and the request is made within 7 calendar days of purchase.`,
  },
  {
    title: msg`Renewal`,
    content: msg`Packages renew automatically for the same period at the end of each term, unless you cancel before the renewal date.`,
  },
  {
    title: msg`Payment`,
    content: msg`Payment is made online by card only, and in full before the service starts.`,
  },
  {
    title: msg`Fair use`,
    content: msg`Hosting, e-mail and support are provided under a fair-use policy. We may suspend or terminate a service that is used unlawfully, that harms other customers or that places an unreasonable load on our systems.`,
  },
  {
    title: msg`Your content`,
    content: msg`You are responsible for the text, images and products you publish and must hold the rights to them. We may remove content that breaks the law of the United Arab Emirates.`,
  },
  {
    title: msg`Governing law`,
    content: msg`These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai.`,
  },
  {
    title: msg`Questions about these terms`,
    content: msg`Write to ${supportEmail} before you order, or at any time during your package.`,
  },
];

export const privacy: LegalItem[] = [
  {
    title: msg`Information we collect`,
    content: msg`We collect the information you give us in our forms, such as your name, e-mail address, phone number and business details, to answer you and to provide our services.`,
  },
  {
    title: msg`Cookies`,
    content: msg`Webbee itself sets no cookies on this website.`,
    secondarytitle: msg`Third-party advertising`,
    secondarycontent: msg`Where a page shows an advert from another company, that advertiser or its ad network may set cookies of its own. Those cookies are governed by its privacy policy, not ours.`,
  },
  {
    title: msg`Log files`,
    content: msg`Like most websites, our server keeps standard log files. They record the visitor's IP address, browser type, internet service provider (ISP), date and time stamp, referring and exit pages, and the number of clicks, to analyse trends and administer the site. They are not linked to information that identifies you personally.`,
  },
  {
    title: msg`How we use your information`,
    content: msg`We use your information to provide and improve our services, to contact you about your account and, where you agree, to tell you about new products. We do not sell your personal information.`,
  },
  {
    title: msg`Who else handles it`,
    content: msg`Only the companies that run parts of our service for us: the hosting of this website and of our systems, the services that send our text messages and e-mails (the codes that verify your phone and e-mail among them) and, for card payments, the payment gateway. They may use your information only to do that work for us.`,
  },
  {
    title: msg`How long we keep it`,
    content: msg`We keep your information while we are answering you, considering your job application or providing a service you ordered, and afterwards only as long as the law requires us to keep business records.`,
  },
  {
    title: msg`Your choices`,
    content: msg`You can ask us what personal information we hold about you, and ask us to correct or delete it, or to stop sending you news about our products. Write to ${supportEmail}.`,
  },
  {
    title: msg`Contact`,
    content: msg`For any question about this policy, write to ${supportEmail}.`,
  },
];
