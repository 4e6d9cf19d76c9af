// Placing a parts order (decision 0128): the PO number is required, a machine down order needs
// the machine's serial, and the order ships somewhere by some method. The checkout shows these as
// the buyer types; the API refuses a placing that skipped the browser with the same words.
import * as v from 'valibot';
import { problemsOf, requiredText } from './problems';

export interface PartsOrderForm {
  orderType: 'stock' | 'machineDown';
  serial: string;
  poNumber: string;
  /** The ship-to address's id; 0 while none is chosen. */
  shipTo: number;
  shippingMethod: string;
  notes: string;
}

export const PO_REQUIRED = 'PO number is required';
export const SERIAL_REQUIRED = 'A machine down order needs the serial number of the machine';
export const SHIP_TO_REQUIRED = 'Choose where to ship the order';
export const SHIPPING_REQUIRED = 'Choose a shipping method';
export const PO_TOO_LONG = 'PO number is at most 40 characters';
export const NOTES_TOO_LONG = 'Notes are at most 1,000 characters';

const PartsOrderRules = v.object({
  poNumber: v.pipe(requiredText(PO_REQUIRED), v.maxLength(40, PO_TOO_LONG)),
  serial: v.string(),
  shipTo: v.pipe(v.number(), v.minValue(1, SHIP_TO_REQUIRED)),
  shippingMethod: requiredText(SHIPPING_REQUIRED),
  notes: v.pipe(v.string(), v.maxLength(1000, NOTES_TOO_LONG)),
});

/** Each field's problem (texts trimmed), in the form's order. */
export function partsOrderProblems(f: PartsOrderForm): Record<string, string> {
  const problems = problemsOf(
    PartsOrderRules,
    {
      poNumber: f.poNumber.trim(),
      serial: f.serial.trim(),
      shipTo: f.shipTo,
      shippingMethod: f.shippingMethod,
      notes: f.notes.trim(),
    },
    { order: 'schema' },
  );
  if (f.orderType === 'machineDown' && !f.serial.trim())
    return { ...problems, serial: SERIAL_REQUIRED };
  return problems;
}
