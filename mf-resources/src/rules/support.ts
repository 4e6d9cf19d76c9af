import { formatNumber } from '@portal/shared';
import {
  SUPPORT_EMAIL_INVALID,
  SUPPORT_REQUIRED,
  supportProblem,
} from '@portal/shared/forms/supportForm';
import { t } from '../i18n';

/** Requirements 001 §9 'Support categories'. */
export const SUPPORT_CATEGORIES = [
  'Technical Support',
  'Product Information',
  'Order Status',
  'Warranty Claims',
  'Parts Inquiry',
  'General Question',
] as const;

/** Requirements 001 §5 and §8 texts. */
export const REQUIRED_ALERT = SUPPORT_REQUIRED;
export const SUCCESS_TEXT = 'Your support request has been sent successfully.';
export const SUBJECT_PREFIX = 'Support Request: ';
/** Requirements 001 §7: the warranty mailbox, plus the requester. */
export const WARRANTY_MAILBOX = 'warranty@supreme-dealers.example.com';

/** Attachments: pdf, jpg, jpeg, png (requirements 001 §2); the API's limits, checked early here too. */
export const ATTACHMENT_TYPES = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const ACCEPT = ATTACHMENT_TYPES.map((t) => `.${t}`).join(',');
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface SupportForm {
  dealerName: string;
  dealerId: string;
  email: string;
  phoneNumber: string;
  subject: string;
  category: string;
  description: string;
}

export const emptySupport = (dealerName = '', dealerId = ''): SupportForm => ({
  dealerName,
  dealerId,
  email: '',
  phoneNumber: '',
  subject: '',
  category: '',
  description: '',
});

/** The form schema's texts (English, the API's too), shown through the catalog. */
export const SUPPORT_PROBLEMS = [SUPPORT_REQUIRED, SUPPORT_EMAIL_INVALID];

/** Email, subject and description are required (requirements 001 §5): the alert text in the page's
 * language, or null. The support form's schema, which the API checks too. */
export const validateSupport = (f: SupportForm): string | null => {
  const problem = supportProblem(f);
  return problem && t(problem);
};

const extension = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** Why a picked file cannot be attached (null when it can), given how many are attached. */
export function attachmentProblem(file: { name: string; size: number }, attached: number) {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(extension(file.name)))
    return t('attach.type', { name: file.name });
  if (file.size > MAX_FILE_BYTES) return t('attach.size', { name: file.name });
  if (attached >= MAX_FILES) return t('attach.count', { max: MAX_FILES });
  return null;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The mail: recipients, prefixed subject and an HTML body listing the fields (requirements 001 §7). */
export function supportMail(f: SupportForm) {
  const rows: [string, string][] = [
    ['Dealer Name', f.dealerName],
    ['Dealer ID', f.dealerId],
    ['Email', f.email],
    ['Phone', f.phoneNumber],
    ['Subject', f.subject],
    ['Category', f.category],
    ['Description', f.description],
  ];
  return {
    to: `${WARRANTY_MAILBOX};${f.email.trim()}`,
    subject: `${SUBJECT_PREFIX}${f.subject.trim()}`,
    body:
      '<h2>Support Request</h2><table>' +
      rows
        .map(
          ([k, v]) =>
            `<tr><th align="left">${k}</th><td>${escapeHtml(v.trim()).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('') +
      '</table>',
  };
}

/** The multipart body: the spec's to, subject, body and repeated Attachments, plus each field. */
export function supportFormData(f: SupportForm, files: readonly File[]): FormData {
  const data = new FormData();
  const mail = supportMail(f);
  data.append('to', mail.to);
  data.append('subject', mail.subject);
  data.append('body', mail.body);
  for (const [k, v] of Object.entries(f)) data.append(k, v.trim());
  for (const file of files) data.append('Attachments', file, file.name);
  return data;
}

/** Requirements 001 §8: 'Error sending support request: ' plus the message or 'Unknown error'; a server
 * answer reads 'Server error: {status} - {text}'. */
export function supportError(error: unknown): string {
  let message = '';
  const response = (error as { response?: { status: number; statusText?: string; data?: unknown } })
    ?.response;
  if (response && typeof response.status === 'number') {
    const data = response.data;
    const text =
      data &&
      typeof data === 'object' &&
      typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : typeof data === 'string' && data
          ? data
          : (response.statusText ?? '');
    message = t('support.serverError', { status: String(response.status), text });
  } else if (error instanceof Error) message = error.message;
  return t('support.sendError', { message: message || t('Unknown error') });
}

/** An attachment's size: '512 B', '34 KB', '1.5 MB' ('1,5 Mo' in French). */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return t('size.bytes', { n: formatNumber(bytes) });
  if (bytes < 1024 * 1024) return t('size.kb', { n: formatNumber(Math.round(bytes / 1024)) });
  return t('size.mb', { n: formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10) });
}
