import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import { pdiErrors, warrantyProblems } from '@portal/shared/forms/unitForms';
import { CHECKLIST_TITLES } from '@portal/shared/forms/checklists';
import { COUNT_LABELS, OPERATION_LABELS } from '@portal/shared/forms/operations';
import {
  DEALER_CERTIFICATIONS,
  PDI_CONFIRMATIONS,
  PURCHASER_CERTIFICATIONS,
} from '@portal/shared/forms/unitFormFields';
import en from '../src/messages/en.json';
import { CHECKLIST_ITEMS } from '../src/rules/checklists';
import { MODEL_GROUPS } from '../src/rules/models';

/** Every message the forms' rules (shared with the API) can give: all missing, then all invalid. */
const ruleMessages = () => {
  const wrong = { dealerEmail: 'x', ownerEmail: 'x', dealerEmailAddress: 'x', operation: 'x' };
  return [
    ...Object.values(pdiErrors({})),
    ...Object.values(pdiErrors(wrong)),
    ...Object.values(warrantyProblems({})),
    ...Object.values(warrantyProblems(wrong)),
  ];
};

/** The Forms area's catalog (src/i18n.ts): its texts, and those it shows from data (checklists,
 * certifications, operation and count labels, model groups, the rules' messages). */
export const formsEnglish = () =>
  englishCatalog(path.join(__dirname, '../src'), en, [
    ...Object.values(CHECKLIST_TITLES),
    ...Object.values(CHECKLIST_ITEMS).flat(),
    ...Object.values(COUNT_LABELS),
    ...Object.values(OPERATION_LABELS),
    ...[...PDI_CONFIRMATIONS, ...DEALER_CERTIFICATIONS, ...PURCHASER_CERTIFICATIONS].map(
      (c) => c.label,
    ),
    ...MODEL_GROUPS.map((g) => g.label),
    ...ruleMessages(),
  ]);
