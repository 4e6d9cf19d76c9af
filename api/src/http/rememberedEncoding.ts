import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import { rememberedText } from './sqlList';

/** The API's compression settings (app.ts registers @fastify/compress with the same). */
export const COMPRESSION = {
  encodings: ['br', 'gzip'] as const,
  threshold: 1024,
  brotliQuality: 4,
  gzipLevel: 6,
};

type Encoding = (typeof COMPRESSION.encodings)[number];

const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality },
    }),
  gzip: (text) => gzipSync(text, { level: COMPRESSION.gzipLevel }),
};

const negotiator = new Negotiator<Encoding | 'identity'>({
  supportedValues: [...COMPRESSION.encodings, 'identity'],
});

/** The compressed forms of a remembered answer, made at its first ask in each encoding. */
const forms = new WeakMap<object, Partial<Record<Encoding, Buffer>>>();
/** The remembered answer a reply is sending, seen before it was serialized. */
const sending = new WeakMap<FastifyReply, object>();

/**
 * A remembered list answer is compressed once per encoding, not at every request (decision 0077).
 * @fastify/compress compresses each answer on the API's thread as it is sent: under load that was
 * a quarter of the thread's time, most of it spent compressing the same remembered answers again.
 * Here the answer's compressed bytes are kept beside its JSON (http/sqlList.ts) for as long as the
 * answer is remembered; @fastify/compress leaves an answer that already has its Content-Encoding.
 */
export function sendRememberedCompressed(api: FastifyInstance) {
  api.addHook('preSerialization', async (_req, reply, payload) => {
    if (payload && typeof payload === 'object' && rememberedText(payload) !== undefined)
      sending.set(reply, payload);
    return payload;
  });
  api.addHook('onSend', async (req, reply, payload) => {
    const answer = sending.get(reply);
    if (
      !answer ||
      typeof payload !== 'string' ||
      payload !== rememberedText(answer) ||
      Buffer.byteLength(payload) < COMPRESSION.threshold ||
      reply.getHeader('content-encoding') !== undefined ||
      req.headers['x-no-compression'] !== undefined
    )
      return payload;
    const encoding = negotiator.negotiate(req.headers['accept-encoding'] ?? '');
    if (!encoding || encoding === 'identity') return payload;
    let kept = forms.get(answer);
    if (!kept) forms.set(answer, (kept = {}));
    const bytes = (kept[encoding] ??= compressors[encoding](payload));
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary)))
      reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('content-encoding', encoding);
    return bytes;
  });
}
