import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { Config } from '../config';

/** Upload limits for the support form (spec 001 §2: several pdf/jpg/jpeg/png attachments). */
export const UPLOAD_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 5,
  fields: 20,
  fieldSize: 64 * 1024,
};

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const remotes = config.remoteOrigins;
  await app.register(helmet, {
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
      },
    },
    crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over TLS; a TLS terminator in front sets it (README, deployment).
    strictTransportSecurity: process.env.HSTS === '1',
  });
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: false,
  });
  await app.register(multipart, { limits: UPLOAD_LIMITS });
}
