// Requirements 001 §5: the PDI and warranty registration schemas, with the spec's messages to the
// letter. The browser (mf-forms) shows them before sending; the API refuses a request that
// skipped the browser with the same lines.
import * as v from 'valibot';
import { CHECKLIST_COUNTS, CHECKLIST_GROUPS, REQUIRED_CHECKLISTS } from './checklists';
import { normalizeForm, type FormKind } from './unitFormFields';
import { OPERATIONS } from './operations';
import { EMAIL } from './email';
import { serialNumber } from './fields';
import { optionalText, problemsOf, requiredText, ticked } from './problems';

const OPERATION = new RegExp(`^(${OPERATIONS.join('|')})$`);
const OPERATION_INVALID = `Operation Type must be one of ${OPERATIONS.join(', ')}`;
const invalidEmail = (label: string) => `${label} is not a valid e-mail address`;

/** Requirements 001 §5 'PDI submit requires', in the spec's order. Beyond the spec, an e-mail that is
 * not an address and an unknown operation are named too (only a request that skips the browser
 * can send the latter). */
export const PdiRules = v.object({
  serialNumber: serialNumber(),
  model: requiredText('Model is required'),
  deliveryDate: requiredText('Delivery Date is required'),
  inspector: requiredText('Inspector name is required'),
  // Every group but the two truck groups: exactly its count of ticks, all ticked.
  checklists: v.object(
    Object.fromEntries(
      REQUIRED_CHECKLISTS.map((g) => {
        const incomplete = `${g} checklist is incomplete`;
        return [
          g,
          v.pipe(
            v.array(v.unknown()),
            v.length(CHECKLIST_COUNTS[g], incomplete),
            v.everyItem((t) => t === true, incomplete),
          ),
        ];
      }),
    ),
  ),
  dealerEmail: optionalText(EMAIL, invalidEmail('Dealer Email')),
  ownerEmail: optionalText(EMAIL, invalidEmail('Owner Email')),
  operation: optionalText(OPERATION, OPERATION_INVALID),
});

/** Requirements 001 §5 'Warranty registration requires', in the spec's order ('Dealer Address is
 * required' sits on the dealer e-mail field, as the spec states), then the five certifications,
 * then (beyond the spec) the inputs the browser marks required. The informationAccurate and
 * purchaser certifications are not enforced (the spec does not list them). */
export const WarrantyRules = v.object({
  serialNumber: serialNumber(),
  model: requiredText('Model is required'),
  deliveryDate: requiredText('Delivery Date is required'),
  dealerName: requiredText('Dealer Name is required'),
  dealerSalesRep: requiredText('Sales Representative is required'),
  dealerEmailAddress: requiredText('Dealer Address is required', {
    pattern: EMAIL,
    invalid: invalidEmail('Dealer Email Address'),
  }),
  dealerPhone: requiredText('Dealer Phone is required'),
  ownerName: requiredText('Owner Name is required'),
  ownerEmail: requiredText('Owner Email is required', {
    pattern: EMAIL,
    invalid: invalidEmail('Owner Email'),
  }),
  ownerPhone: requiredText('Owner Phone is required'),
  ownerAddress: requiredText('Owner Address is required'),
  operation: requiredText('Operation Type is required', {
    pattern: OPERATION,
    invalid: OPERATION_INVALID,
  }),
  tractorMakeModel: requiredText('Tractor Make/Model is required'),
  properlyAssembled: ticked('Assembly certification required'),
  testedAndOperating: ticked('Testing certification required'),
  safetyInstructionProvided: ticked('Safety instruction certification required'),
  warrantyExplained: ticked('Warranty explanation certification required'),
  operatorsManualProvided: ticked('Operators manual certification required'),
  ownerCity: requiredText('Owner City is required'),
  ownerStateProvince: requiredText('Owner State/Province is required'),
  ownerZipPostal: requiredText('Owner Zip/Postal Code is required'),
});

type Loose = Record<string, unknown>;

/** The values the rules read: texts trimmed, ticks true or false (as stored), and each checklist
 * as sent, so one of the wrong length (an old draft) is incomplete rather than padded. */
function checked(kind: FormKind, raw: Loose): Loose {
  const lists = (
    raw.checklists && typeof raw.checklists === 'object' ? raw.checklists : {}
  ) as Loose;
  const checklists = Object.fromEntries(
    CHECKLIST_GROUPS.map((g) => [g, Array.isArray(lists[g]) ? lists[g] : []]),
  );
  return { ...normalizeForm(kind, raw), checklists };
}

/** The PDI's problems by field ('checklists.tub' for a checklist), in the spec's order. */
export const pdiErrors = (f: Loose): Record<string, string> =>
  problemsOf(PdiRules, checked('pdi', f));

/** The PDI's problems, as lines in the spec's order. */
export const pdiProblems = (f: Loose): string[] => Object.values(pdiErrors(f));

/** The warranty registration's problems by field, in the spec's order. */
export const warrantyProblems = (f: Loose): Record<string, string> =>
  problemsOf(WarrantyRules, checked('warranty', f));

/** Every problem of a form, as lines. */
export const formProblems = (kind: FormKind, f: Loose): string[] =>
  kind === 'pdi' ? pdiProblems(f) : Object.values(warrantyProblems(f));
