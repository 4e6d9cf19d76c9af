// A webhook endpoint as an admin registers it (decision 0140): the screen and the API run these.
import * as v from 'valibot';
import { problemsOf, requiredText } from './problems';

export const WEBHOOK_URL_REQUIRED = 'URL is required';
export const WEBHOOK_URL_RULE = 'The URL must start with http:// or https://';
export const WEBHOOK_KINDS_RULE = 'Choose at least one kind of event';

export const WebhookRules = v.object({
  url: requiredText(WEBHOOK_URL_REQUIRED, {
    pattern: /^https?:\/\/\S+$/i,
    invalid: WEBHOOK_URL_RULE,
  }),
  kinds: v.pipe(v.array(v.string()), v.minLength(1, WEBHOOK_KINDS_RULE)),
});

export interface WebhookFields {
  url: string;
  kinds: string[];
}

export const webhookProblems = (f: WebhookFields) =>
  problemsOf(WebhookRules, { url: f.url.trim(), kinds: f.kinds });
