import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import { EXTERNAL_LINKS } from '@portal/shared';
import { FORM_FIELDS } from '@portal/shared/forms/unitFormFields';
import { OPERATION_LABELS } from '@portal/shared/forms/operations';
import { CLAIMED_UNREGISTERED_TEXT, REGISTRATION_DUE_TEXT } from '@portal/shared/warranty/clock';
import en from '../src/messages/en.json';
import { KIND_LABELS } from '../src/components/machineTexts';

/** The statuses the area shows from data (fixed vocabulary, requirements 000 §4 and the seed's). */
export const STATUSES = {
  order: ['Shipped', 'Scheduled', 'In Production', 'On Hold', 'Pending Approval'],
  stock: ['In Stock', 'Demo', 'Sold - Pending Delivery'],
  invoice: ['Open', 'Closed', 'Paid'],
  claim: ['Submitted', 'In Review', 'Awaiting Parts', 'Approved', 'Paid', 'Denied'],
  call: ['Open', 'Closed', 'Complete'],
  claimType: ['Warranty', 'Goodwill', 'Policy', 'Service Call'],
};

/** The fixed words of the API's timeline texts (api/src/lists/machine.ts). */
export const TIMELINE_WORDS = ['Manufactured', 'not given', 'no status'];

/** The Wholegoods area's catalog (src/i18n.ts): its screens' texts, and from data the statuses,
 * the machine kinds, the forms' field labels and operations a machine page shows, the warranty
 * clock's text and the order forms' link names. */
export const wholegoodsEnglish = () =>
  englishCatalog(path.join(__dirname, '../src'), en, [
    ...new Set(Object.values(STATUSES).flat()),
    ...Object.values(KIND_LABELS),
    ...Object.values(FORM_FIELDS)
      .flat()
      .filter((f) => f.type === 'text' || f.type === 'count' || f.type === 'operation')
      .map((f) => f.label),
    ...Object.values(OPERATION_LABELS),
    REGISTRATION_DUE_TEXT,
    CLAIMED_UNREGISTERED_TEXT,
    ...TIMELINE_WORDS,
    ...EXTERNAL_LINKS.orderForms.map((l) => l.label),
  ]);
