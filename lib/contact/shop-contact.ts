/** How shoppers reach Lanka Shop: one place for the contact page, the policies and their links. */
export const SHOP_CONTACT = {
  company: 'Lanka Shop (Pvt) Ltd',
  address: 'No. 42, Galle Road, Colombo 03, Sri Lanka',
  phone: '+94 11 234 5678',
  email: 'support@lankashop.lk',
  hours: [
    { days: 'Monday to Friday', time: '8.30 am to 6.00 pm' },
    { days: 'Saturday', time: '9.00 am to 1.00 pm' },
    { days: 'Sundays, public and Poya holidays', time: 'Closed' },
  ],
} as const;

/** The phone number as a tel: link wants it: digits and the leading plus only. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
