import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@portal/shared/contract/paths';
import { Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { signedLinks } from '../kit/signedLinks';
import { DEALER_ROLES, type Role } from '@portal/shared/roles';
import { forbidden } from '../http/errors';
import { documentFiles } from '../services/documentFiles';
import { BlobLinkAnswer } from '@portal/shared/contract/resources';
import { BlobPath, LinkQuery, Pdf, sendBlob } from './fileAnswers';

/**
 * Any stored file a caller may read (GET /api/blob/*), and the signed links that open one in a
 * new tab without a token. A dealer reaches only its own files: every blob path starts with a
 * folder and the owning dealer's code, checked against the dealer the call acts for.
 */
const blobRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs } = api.deps;
  const files = documentFiles(db, blobs);
  const links = signedLinks(api.deps.jwtSecret);
  api.get(
    API_PATHS.blob,
    {
      schema: {
        tags: ['files'],
        operationId: 'readBlob',
        summary: 'A file the caller may read, inline or as a download',
        params: BlobPath,
        querystring: Type.Object({ download: Type.Optional(Type.Boolean()) }),
        response: Pdf,
      },
    },
    async (req, reply) => {
      const path = req.params['*'];
      await files.readable(path, req.user!.role, req.dealerId!);
      return sendBlob(reply, blobs, path, req.query.download === true);
    },
  );

  // Requirements 001 §2's fallback: a new tab opens on the file, and a new tab carries no bearer token.
  // The signed-in browser asks for a link to a file it may read; the link alone opens that file
  // for a few minutes, for that user and dealer (docs/decisions/0015).
  api.post(
    API_PATHS.blobLinks,
    {
      schema: {
        tags: ['files'],
        operationId: 'createBlobLink',
        summary: 'A signed link to a file, for a new tab that sends no token',
        body: Type.Object({ path: Type.String({ minLength: 1, maxLength: 300 }) }),
        response: { 200: BlobLinkAnswer },
      },
    },
    async (req) => {
      const path = req.body.path.replace(/^\/?(api\/blob\/)?/, '');
      await files.readable(path, req.user!.role, req.dealerId!);
      const { query, expires } = links.sign(req.user!.sub, req.dealerId!, path);
      const encoded = path.split('/').map(encodeURIComponent).join('/');
      return {
        url: `/api/blob-link/${encoded}?${query}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
  );

  api.get(
    API_PATHS.blobLink,
    {
      schema: {
        tags: ['files'],
        operationId: 'readBlobLink',
        summary: 'The file of a signed link (no token: the signature is the grant)',
        security: [],
        params: BlobPath,
        response: Pdf,
        querystring: LinkQuery,
      },
    },
    async (req, reply) => {
      const path = req.params['*'];
      const grant = links.verify(path, req.query);
      if (!grant) throw forbidden('This link is invalid or has expired');
      // The user as they are now: a deleted, demoted or moved user's link opens nothing.
      const [user] = await db
        .select({
          role: users.role,
          dealerId: users.dealerId,
          mustChange: users.requirePasswordChange,
        })
        .from(users)
        .where(eq(users.id, grant.userId));
      const role = user?.role as Role | undefined;
      const pinned = role && DEALER_ROLES.includes(role) && user!.dealerId !== grant.dealerId;
      if (!user || !role || pinned || user.mustChange)
        throw forbidden('This link is invalid or has expired');
      await files.readable(path, role, grant.dealerId);
      return sendBlob(reply, blobs, path, false);
    },
  );
};
export default blobRoutes;
