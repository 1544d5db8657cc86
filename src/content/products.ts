/** Where the Webbee apps are listed; the QR codes on the product pages open these. */
export const storeLinks = {
  cart: {
    appStore: 'https://apps.apple.com/ae/search?term=webbee%20cart',
    playStore: 'https://play.google.com/store/search?q=webbee%20cart&c=apps',
  },
  client: {
    appStore: 'https://apps.apple.com/ae/search?term=webbee%20client',
    playStore: 'https://play.google.com/store/search?q=webbee%20client&c=apps',
  },
};

/** The Webbee Cart feature list; its entries carry a little HTML, rendered through SafeHtml. */
export const cartFeatures = [
  {
    id: 1,
    title: 'Dashboard',
    content: '<p>See <strong>total sales, orders, customers and products</strong> at a glance.</p>',
  },
  {
    id: 2,
    title: 'User administration',
    content: '<p>Give your staff their own logins with the roles <strong>manager, tester and checker</strong>.</p>',
  },
  {
    id: 3,
    title: 'Products and categories',
    content:
      '<p>Manage products and categories one by one or with <strong>bulk upload</strong> from a spreadsheet.</p>',
  },
  {
    id: 4,
    title: 'Orders',
    content: '<p>Follow every order from payment to delivery and keep customers informed.</p>',
  },
  { id: 5, title: 'Coupons', content: '<p>Create discount codes for campaigns, seasons and loyal customers.</p>' },
  {
    id: 6,
    title: 'SEO tools',
    content: '<p>Edit page titles, descriptions and addresses so shoppers find you on search engines.</p>',
  },
  { id: 7, title: 'Inventory alerts', content: '<p>Get told when a product runs low, before it sells out.</p>' },
  { id: 8, title: 'Shipping', content: '<p>Set delivery zones and rates across the Emirates.</p>' },
  { id: 9, title: 'Card payments', content: '<p>Accept cards online through a secure payment gateway.</p>' },
  {
    id: 10,
    title: 'Abandoned cart recovery',
    content: '<p>Remind shoppers who left items in their cart and win back sales.</p>',
  },
  { id: 11, title: 'Data protection', content: '<p>Customer data is encrypted and backed up every day.</p>' },
];
