/** External destinations the spec names but does not give (requirements 000 §2, requirements 001 §2). Placeholders,
 * configured here and nowhere else; each opens in a new tab. */
export const EXTERNAL_LINKS = {
  partsOrdering: 'https://parts.example.com/',
  cadSharingLogin: 'https://cad.example.com/login',
  cadRegistration: 'https://cad.example.com/register',
  serviceDesk: 'https://servicedesk.example.com/',
  salesEmail: 'sales@supreme-dealers.example.com',
  orderForms: [
    { label: 'Wholegoods Order Form', href: 'https://forms.example.com/wholegoods-order' },
    { label: 'Truck Mount Order Form', href: 'https://forms.example.com/truck-mount-order' },
    { label: 'Stationary Order Form', href: 'https://forms.example.com/stationary-order' },
    { label: 'Online Configurator', href: 'https://configurator.example.com/' },
  ],
} as const;
