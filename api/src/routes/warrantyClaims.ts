import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forgetListAnswers } from '../http/sqlList';
import { fileClaim } from '../services/warrantyClaim';
import { userSubmitter } from '../services/submitter';
import { ClaimFiled } from '@portal/shared/contract/warrantyClaims';
import { API_PATHS } from '@portal/shared/contract/paths';

/**
 * A warranty claim filed online from the New Warranty Claim screen: the claim's JSON and its
 * photos in one multipart request, filed by services/warrantyClaim.ts (the dealer API files
 * through the same function). The Idempotency-Key is optional here: the screen sends one.
 */
const warrantyClaimRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const deps = { db: api.deps.database.db, blobs: api.deps.blobs, config: api.deps.config };

  api.post(
    API_PATHS.claims,
    {
      schema: {
        tags: ['claims'],
        operationId: 'fileWarrantyClaim',
        summary: 'File a warranty claim with its photos (multipart/form-data)',
        description:
          'Fields: `claim` (JSON, ClaimBody), files `failurePhotos` (at least 2) and `serialPhotos` (at least 1), pdf/jpg/png. An Idempotency-Key header makes a repeat answer the claim already filed.',
        consumes: ['multipart/form-data'],
        response: { 200: ClaimFiled, 201: ClaimFiled },
      },
    },
    async (req, reply) => {
      const key = String(req.headers['idempotency-key'] ?? '').slice(0, 100) || null;
      const filed = await fileClaim(req, deps, req.dealerId!, userSubmitter(req.user!), key);
      const { claimNumber, creditCents } = filed;
      if (filed.repeat) return { message: 'Already received', claimNumber, creditCents };
      // This process forgets its list answers now, not when the change is announced at commit.
      forgetListAnswers();
      reply.status(201);
      return { message: 'Your warranty claim has been submitted.', claimNumber, creditCents };
    },
  );
};
export default warrantyClaimRoutes;
