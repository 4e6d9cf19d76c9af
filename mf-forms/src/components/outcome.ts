import { errorMessage, httpStatus } from '@portal/shared';
import { t } from '../i18n';

/** What the last submit came to, said above the form. */
export interface Outcome {
  type: 'success' | 'error';
  text: string;
  detail?: string;
}

/** The API words a refused form as the rules' lines joined by '; ' (the same English lines the
 * browser checks): each line in the page's language; any other text as the API sent it. */
const inPageLanguage = (detail: string) =>
  detail
    .split('; ')
    .map((line) => t(line))
    .join(t('; '));

/** A failed send: the spec's failure text, and for a 400 what the server refused (other
 * failures keep the spec's text alone). */
export function failedOutcome(failure: string, e: unknown): Outcome {
  const detail = httpStatus(e) === 400 ? errorMessage(e, '') : undefined;
  return { type: 'error', text: failure, detail: detail ? inPageLanguage(detail) : undefined };
}
