// The fields the unit forms (PDI, warranty registration) and the warranty claim share, with the
// rules and the words each form gives them: one place, so a serial or a date is checked the same
// way on every form of the portal, in the browser and in the API.
import * as v from 'valibot';
import { requiredText } from './problems';

export const SERIAL_NUMBER_LABEL = 'Serial Number';
export const SERIAL_NUMBER_REQUIRED = 'Serial Number is required';

/** A unit's serial number: filled in (the callers trim it first). */
export const serialNumber = () => requiredText(SERIAL_NUMBER_REQUIRED);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the browser's date field gives it: 'YYYY-MM-DD', a day that exists. */
export const isIsoDay = (s: string) =>
  ISO_DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** A day already lived (not after `today`): filled in, a date, not in the future. Further checks
 * (deadlines) go in a pipe around it. */
export const pastDay = (label: string, today: string) =>
  v.pipe(
    v.string(),
    v.minLength(1, `${label} is required`),
    v.check(isIsoDay, `${label} must be a date`),
    v.check((d) => d <= today, `${label} cannot be in the future`),
  );
