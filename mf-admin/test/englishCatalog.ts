import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import en from '../src/messages/en.json';
import { DELETE_CONFIRM_TEXT, USER_FORM_TEXTS, USER_TOASTS } from '../src/rules/userForm';
import { IMPORT_TEXTS, KIND_LABELS, STATUS_LABELS } from '../src/rules/imports';
import { DEPLOYMENT_TEXTS, STATE_LABELS } from '../src/rules/deployments';
import { AUDIT_ACTIONS } from '../src/rules/audit';
import { WEBHOOK_TEXTS } from '../src/rules/webhooks';
import {
  WEBHOOK_KINDS_RULE,
  WEBHOOK_URL_REQUIRED,
  WEBHOOK_URL_RULE,
} from '@portal/shared/forms/webhookForm';
import { SERVER_TEXTS } from '../src/rules/serverText';
import { API_CLIENT_TEXTS, ROLE_LABELS, SCOPES } from '../src/rules/apiClients';
import { CLIENT_FORM_TEXTS } from '@portal/shared/forms/apiClientForm';
import { AREAS } from '@portal/shared/areas';

/** The Admin area's catalog (src/i18n.ts): the texts of its code, and the fixed vocabulary it
 * passes to `t` from constants and data (the spec's toasts, the user form's checks, including
 * the shared user form's, the import kinds and statuses, the audit actions, version states, the areas' titles on the Deployments screen, the API clients' texts, scopes and roles). */
export const adminEnglish = () =>
  englishCatalog(path.join(__dirname, '../src'), en, [
    ...Object.values(USER_TOASTS),
    ...Object.values(USER_FORM_TEXTS),
    DELETE_CONFIRM_TEXT,
    ...Object.values(IMPORT_TEXTS),
    ...Object.values(KIND_LABELS),
    ...Object.values(STATUS_LABELS),
    ...Object.values(DEPLOYMENT_TEXTS),
    ...Object.values(STATE_LABELS),
    ...Object.values(AUDIT_ACTIONS),
    ...Object.values(WEBHOOK_TEXTS),
    WEBHOOK_URL_REQUIRED,
    WEBHOOK_URL_RULE,
    WEBHOOK_KINDS_RULE,
    ...SERVER_TEXTS,
    ...Object.values(API_CLIENT_TEXTS),
    ...Object.values(SCOPES).map((s) => s.label),
    ...Object.values(ROLE_LABELS),
    ...CLIENT_FORM_TEXTS,
    ...Object.values(AREAS).map((a) => a.title),
  ]);
