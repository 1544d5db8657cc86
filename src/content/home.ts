import type { Step } from '@/components/StepList';

export interface Testimonial {
  comment: string;
  commenter: string;
  designation: string;
  picture: string;
}

/** The three static reviews of the Home slider. */
export const testimonials: Testimonial[] = [
  {
    comment:
      'We had been putting off our website for two years. Webbee had our restaurant online in three days, with the menu, photos, a WhatsApp button and a map to both branches. Reservations from the site now fill a third of our tables on weekends, and I update the menu myself from my phone whenever the chef changes a dish.',
    commenter: 'Rashid Al Marri',
    designation: 'Owner, Al Marri Grill, Dubai',
    picture: '/images/people/rashid-al-marri.svg',
  },
  {
    comment:
      'The online store and the mobile app were delivered in less than a month. Our customers order abayas directly from the app, pay by card, and get notified when their order ships. The abandoned-cart reminders alone paid for the package in the first season.',
    commenter: 'Mariam Khouri',
    designation: 'Founder, Noor Modest Wear, Sharjah',
    picture: '/images/people/mariam-khouri.svg',
  },
  {
    comment:
      'I refer my accounting clients to Webbee because the price is clear and they never call me to complain. The seller dashboard shows where each website is, and the referral commission has become a steady second income for my practice.',
    commenter: 'Vikram Shah',
    designation: 'Webbee seller, Abu Dhabi',
    picture: '/images/people/vikram-shah.svg',
  },
];

export const whyUs: Step[] = [
  { title: 'Ready in 72 hours', text: 'Our content management system gets your business online in days, not months.' },
  {
    title: 'One clear price',
    text: 'From AED 1499 with domain, hosting, SSL and corporate e-mails included. No hidden fees.',
  },
  {
    title: 'You stay in control',
    text: 'Change banners, services, prices and business information yourself, any time.',
  },
  { title: 'A team in Dubai', text: 'Local people who speak your language and answer when you call.' },
];
