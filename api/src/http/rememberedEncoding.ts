import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import { isRemembered } from './sqlList';

/** The API's compression settings (app.ts registers @fastify/compress with the same). */
export const COMPRESSION = {
  /** An answer compressed at its request: zstd first where the client accepts it (Chromium and
   * Firefox do), as many bytes as brotli 3 for about 60 % of its CPU (decision 0138); Node before
   * 22.15 has no zstd, and @fastify/compress then leaves it out. */
  encodings: ['zstd', 'br', 'gzip'] as const,
  /** A remembered answer, compressed once per encoding: brotli 4's smaller bytes are worth it. */
  rememberedEncodings: ['br', 'gzip'] as const,
  threshold: 1024,
  /** An answer compressed at its request: quality 3 took half the CPU of 4 on a list page
   * (76 against 152 µs for a 2.8 KB page) for 1 % more bytes (decision 0119). */
  brotliQuality: 3,
  /** A remembered answer, compressed once and sent many times: the smaller bytes are worth it. */
  rememberedBrotliQuality: 4,
  gzipLevel: 6,
  /** Answers up to this size are compressed in one call on the API's thread, larger ones as a
   * stream. @fastify/compress's own bound is 8 KB on two cores, so a 50-row page (~12 KB) went
   * through a zlib stream: ~560 µs of CPU against ~80 µs for one call on 4.7 KB (decision 0119).
   * 256 KB takes ~2.2 ms in one call, more than any list page. */
  syncThreshold: 256 * 1024,
};

type Encoding = (typeof COMPRESSION.rememberedEncodings)[number];

const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: COMPRESSION.rememberedBrotliQuality },
    }),
  gzip: (text) => gzipSync(text, { level: COMPRESSION.gzipLevel }),
};

const negotiator = new Negotiator<Encoding | 'identity'>({
  supportedValues: [...COMPRESSION.rememberedEncodings, 'identity'],
});

/** A remembered answer as it was sent: its text, written from its route's response schema at its
 * first sending, and its compressed forms, each made at its first ask. */
interface Sent {
  text: string;
  br?: Buffer;
  gzip?: Buffer;
}
/** By answer, then by route and status (their schema wrote the text). */
const sentAs = new WeakMap<object, Map<string, Sent>>();
/** The remembered answer a reply is sending, seen before it was serialized. */
const sending = new WeakMap<FastifyReply, { answer: object; as: string }>();

/**
 * A remembered list answer is serialized once and compressed once per encoding, not at every
 * request (decision 0077). @fastify/compress compresses each answer on the API's thread as it is
 * sent: under load that was a quarter of the thread's time, most of it spent compressing the same
 * remembered answers again. Here the answer's text and compressed bytes are kept for as long as
 * the answer is remembered (http/sqlList.ts); @fastify/compress leaves an answer that already has
 * its Content-Encoding. The text is the one the route's schema serializer wrote the first time
 * (http/answerSerializer.ts), so a remembered answer carries what the contract names, no more.
 */
export function sendRememberedCompressed(api: FastifyInstance) {
  api.addHook('preSerialization', async (req, reply, payload) => {
    if (!isRemembered(payload)) return payload;
    const as = `${req.method} ${req.routeOptions.url} ${reply.statusCode}`;
    sending.set(reply, { answer: payload, as });
    const text = sentAs.get(payload)?.get(as)?.text;
    if (text !== undefined) reply.serializer(() => text);
    return payload;
  });
  api.addHook('onSend', async (req, reply, payload) => {
    const sent = sending.get(reply);
    if (!sent || typeof payload !== 'string') return payload;
    let byRoute = sentAs.get(sent.answer);
    if (!byRoute) sentAs.set(sent.answer, (byRoute = new Map()));
    let kept = byRoute.get(sent.as);
    if (!kept) byRoute.set(sent.as, (kept = { text: payload }));
    if (
      payload !== kept.text ||
      Buffer.byteLength(payload) < COMPRESSION.threshold ||
      reply.getHeader('content-encoding') !== undefined ||
      req.headers['x-no-compression'] !== undefined
    )
      return payload;
    const encoding = negotiator.negotiate(req.headers['accept-encoding'] ?? '');
    if (!encoding || encoding === 'identity') return payload;
    const bytes = (kept[encoding] ??= compressors[encoding](payload));
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary)))
      reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('content-encoding', encoding);
    return bytes;
  });
}
