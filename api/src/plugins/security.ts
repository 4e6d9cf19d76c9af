import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { Config } from '../config';

/**
 * The support form's uploads (requirements 001 §2: several pdf/jpg/jpeg/png attachments): at most 5
 * files of 10 MB each, and 20 MB for the whole request, so that one mail with them
 * stays under the 25-35 MB most mail servers accept once encoded (docs/decisions/0014).
 */
export const SUPPORT_LIMITS = { fileMb: 10, files: 5, requestMb: 20 };
export const UPLOAD_LIMITS = {
  fileSize: SUPPORT_LIMITS.fileMb * 1024 * 1024,
  files: SUPPORT_LIMITS.files,
  fields: 20,
  fieldSize: 64 * 1024,
};

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const remotes = config.remoteOrigins;
  // helmet's headers, computed once: @fastify/helmet rebuilt them on every request (a tenth of
  // the API's time per list page under load).
  const securityHeaders = helmet({
    // Areas may be served from other origins (REMOTE_ORIGINS); antd injects <style> at runtime.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
        fontSrc: ["'self'", 'data:'],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only over HTTPS, added below: over plain HTTP (a LAN address) it made the browser ask
        // for every script over https, which is not served, and blanked the portal.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false, // set below, only on responses that went over TLS
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  // HSTS and upgrade-insecure-requests mean something only over TLS: served here with
  // TLS_CERT_FILE, or behind a terminator that says so in X-Forwarded-Proto (trusted only with
  // TRUST_PROXY=1).
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol !== 'https') return;
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: false,
  });
  await app.register(multipart, { limits: UPLOAD_LIMITS });
}
