import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Question {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

/**
 * The ten questions of the FAQ page, answered from the spec's marketing claims (section 1) and
 * business constants (section 9), with the starting price as the page's edition writes it.
 */
export const faq = (priceFrom: string): Question[] => [
  {
    question: msg`How much does a website cost?`,
    answer: msg`A complete business website starts from ${priceFrom}, and that price already includes your domain name and hosting, a free SSL certificate and corporate e-mail addresses. Premium modules can be added at any time.`,
  },
  {
    question: msg`How do I choose the right web-development company?`,
    answer: msg`Look at sites they have delivered, ask what is included in the price, how long delivery takes and who maintains the site afterwards. Webbee lists everything that is included up front, with no installation fees, contracts or hidden costs, and a local team in Dubai supports you after launch.`,
  },
  {
    question: msg`How long does it take to build my website?`,
    answer: msg`With our content management system your website can be ready in as little as 72 hours; simple sites with all content supplied are often live within 48 hours. The Webbee Cart online store with its mobile app is delivered within 30 days.`,
  },
  {
    question: msg`Will my website work on mobile phones?`,
    answer: msg`Yes. Every Webbee website is mobile friendly: it adapts to phones, tablets and desktops, loads quickly and lets visitors call you, message you on WhatsApp or find you on Google Maps in one tap.`,
  },
  {
    question: msg`Who maintains my website after it goes live?`,
    answer: msg`We host, secure and update the platform for you. You change your own banners, services, prices, logos and business information from your backend portal, and our support team is there when you need help.`,
  },
  {
    question: msg`Is my website optimised for search engines?`,
    answer: msg`Yes. Every site has fast pages, clean addresses, page titles and descriptions you can edit, and SEO tools built in, so customers can find you on Google. Our team can also advise you on content.`,
  },
  {
    question: msg`How do I get started?`,
    answer: msg`Sign up on the Build Your Website page. A representative then contacts you. You send your business details and logo, then your website content, and finally choose a package and pay online by card.`,
  },
  {
    question: msg`Do you create logos, banners and graphics?`,
    answer: msg`Yes. Logo creation, banner design and content writing are included in the website packages, so you can start even if you have no branding yet.`,
  },
  {
    question: msg`What premium modules are available?`,
    answer: msg`You can add a project module, team and work management, awards, partners, expertise, an appointment solution, invoicing through a payment gateway and 24/7 support.`,
  },
  {
    question: msg`Can I send invoices and take payments online?`,
    answer: msg`Yes. With the raise-invoice module and the Webbee Client app you create tailored invoices, send payment links, QR codes and e-mails, and accept card payments through a payment gateway, while tracking which invoices are paid and unpaid.`,
  },
];
