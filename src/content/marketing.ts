/** The marketing claims of spec section 1 and the constants of section 9, as copy. */
export const claims = {
  priceFrom: 'AED 1499',
  readyIn: '72 hours',
  readyInFeatureItem: '48 hours',
  cartDelivery: 'within 30 days',
  sellerReward: 'up to AED 1000 per referred new customer, plus commission on renewals',
  applicationReview: 'within 48 hours',
};

export const includedFeatures = [
  'Domain name',
  'Hosting',
  'Free SSL',
  'Corporate emails',
  'Logo creation',
  'Banner design',
  'Content writing',
  'Service/product module',
  'Testimonials',
  'Blogs/news/events',
  'Subscriber management',
  'Business information',
  'Digital feedback',
  'Social links',
  'Dynamic contact page',
];

export const premiumModules = [
  'Project module',
  'Team/work management',
  'Awards',
  'Partners',
  'Expertise',
  'Appointment solution',
  'Raise invoice via payment gateway',
  '24/7 support',
];

export const customerSteps = [
  { title: 'Business details and logo', text: 'Tell us about your business and share your logo.' },
  { title: 'Website contents', text: 'Send the text and pictures for your pages; we can write the content for you.' },
  {
    title: 'Choose a package and pay',
    text: 'Pick the package that fits, pay online by card, and we build your site.',
  },
];

export const clientAppFeatures = [
  { title: 'Create items', text: 'Add the products and services you sell once, and reuse them on every invoice.' },
  { title: 'Tailor invoices', text: 'Your logo, your colours and your terms on every invoice you send.' },
  { title: 'Eco-friendly invoicing', text: 'Send payment links, QR codes and e-mails instead of paper.' },
  { title: 'Stay organized', text: 'See at a glance which invoices are paid and which are unpaid.' },
  { title: 'Customer packages', text: 'Sell bundles and recurring packages to your regular customers.' },
  { title: 'Quotes', text: 'Send professional quotes and turn them into invoices in one click.' },
  { title: 'Appointments', text: 'Let customers book a time with you and keep your calendar in one place.' },
  { title: 'Customer feedback', text: 'Collect feedback after every job to improve and to win new customers.' },
];
