import { useRef, useState } from 'react';
import { httpStatus, errorMessage } from '@portal/shared';
import { sendForm, type SendFormRequest } from '../api/forms';
import { createKeyKeeper } from './idempotency';
import { t } from '../i18n';

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

/**
 * Sends a form once at a time: the button is disabled while sending, one idempotency key per
 * submission, the spec's success or failure text, and nothing lost on failure.
 */
export function useSubmission(texts: { success: string; failure: string }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const keys = useRef(createKeyKeeper());
  const busy = useRef(false);

  async function submit(request: SendFormRequest): Promise<boolean> {
    if (busy.current) return false;
    busy.current = true;
    setSending(true);
    setOutcome(null);
    try {
      await sendForm(request, keys.current.keyFor(request.form));
      keys.current.reset();
      setOutcome({ type: 'success', text: texts.success });
      return true;
    } catch (e) {
      // A 400 names what the server refused; other failures keep the spec's text alone.
      const detail = httpStatus(e) === 400 ? errorMessage(e, '') : undefined;
      setOutcome({
        type: 'error',
        text: texts.failure,
        detail: detail ? inPageLanguage(detail) : undefined,
      });
      return false;
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return { submit, sending, outcome, setOutcome };
}
