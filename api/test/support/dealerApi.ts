import SANDBOX from '../../sandbox-client.json';

// What the dealer API's tests share: the sandbox client's credentials and a token call.

export { SANDBOX };

export interface TokenReply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** POSTs the token endpoint with a form, and Basic credentials when `basic` is given. */
export async function tokenCall(
  server: { url: string },
  form: Record<string, string>,
  basic?: [string, string],
): Promise<TokenReply> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (basic) headers.authorization = `Basic ${Buffer.from(basic.join(':')).toString('base64')}`;
  const res = await fetch(`${server.url}/api/v1/oauth/token`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form).toString(),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    headers: res.headers,
  };
}

/** A token of a client, all its scopes unless `scope` narrows them. */
export async function clientToken(
  server: { url: string },
  clientId: string,
  secret: string,
  scope?: string,
): Promise<string> {
  const r = await tokenCall(
    server,
    { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
    [clientId, secret],
  );
  if (r.status !== 200) throw new Error(`token: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token as string;
}

/** A GET of the dealer API: status, parsed body, media type and headers. */
export async function v1(
  server: { url: string },
  path: string,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return answerOf(res);
}

/** An answer's status, parsed body (its text when not JSON), media type and headers. */
async function answerOf(res: Response) {
  const text = await res.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return {
    status: res.status,
    body,
    type: res.headers.get('content-type') ?? '',
    headers: res.headers,
  };
}

/** Whether a body is an RFC 9457 problem of `status`. */
export function isProblem(r: { status: number; body: unknown; type: string }, status: number) {
  const b = r.body as Record<string, unknown>;
  return (
    r.status === status &&
    r.type.startsWith('application/problem+json') &&
    b.status === status &&
    typeof b.type === 'string' &&
    typeof b.title === 'string' &&
    typeof b.detail === 'string'
  );
}

let keys = 0;
/** A new Idempotency-Key. */
export const newKey = () => `key-${process.pid}-${Date.now()}-${++keys}`;

/** A POST of the dealer API: JSON (an object) or multipart (a FormData), with the key given. */
export async function v1Post(
  server: { url: string },
  path: string,
  token: string | undefined,
  body: object | FormData,
  key: string | null = newKey(),
) {
  const multipart = body instanceof FormData;
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...(multipart ? {} : { 'content-type': 'application/json' }),
    },
    body: multipart ? body : JSON.stringify(body),
  });
  return answerOf(res);
}
