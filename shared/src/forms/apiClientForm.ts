// An API client as an admin makes it (decision 0149): what the API refuses anyway (NewApiClient
// in the contract), said before the request, the way every form of the portal checks.
import * as v from 'valibot';
import type { ApiClientRole, ApiScope } from '../accessApi';
import { problemsOf, requiredText } from './problems';

export const CLIENT_NAME_REQUIRED = 'Name is required';
export const CLIENT_DEALER_REQUIRED = 'Choose the dealership the client reads for';
export const CLIENT_SCOPES_REQUIRED = 'Choose at least one scope';

const Rules = v.object({
  name: requiredText(CLIENT_NAME_REQUIRED),
  dealerId: v.number(CLIENT_DEALER_REQUIRED),
  scopes: v.pipe(v.array(v.string()), v.minLength(1, CLIENT_SCOPES_REQUIRED)),
});

export interface ApiClientFields {
  name: string;
  dealerId: number | null;
  role: ApiClientRole;
  scopes: ApiScope[];
}

export const freshClient = (): ApiClientFields => ({
  name: '',
  dealerId: null,
  role: 'DealerBuyer',
  scopes: [],
});

export const apiClientProblems = (f: ApiClientFields) =>
  problemsOf(Rules, { name: f.name.trim(), dealerId: f.dealerId, scopes: f.scopes });

/** The form's checks, for the catalog test. */
export const CLIENT_FORM_TEXTS = [
  CLIENT_NAME_REQUIRED,
  CLIENT_DEALER_REQUIRED,
  CLIENT_SCOPES_REQUIRED,
];
