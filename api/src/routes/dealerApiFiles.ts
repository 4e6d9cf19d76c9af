import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import type { ApiClientRole } from '@portal/shared/accessApi';
import { API_PATHS } from '@portal/shared/contract/paths';
import { apiClients } from '../db/schema';
import { forbidden } from '../http/errors';
import { signedLinks } from '../kit/signedLinks';
import { documentFiles } from '../services/documentFiles';
import { invoicePdf } from '../pdf/documents';
import { BlobPath, LinkQuery, Pdf, sendBlob } from './fileAnswers';
import { CLIENT_LINKS } from './dealerApiReads';

/**
 * The PDFs the dealer API's reads link to: the link is the grant (signed for the client and its
 * dealer, minutes long, as the portal's new-tab links are), and the client as it is now must
 * still be live and may read the folder (a DealerViewer client reads no invoice).
 */
const dealerApiFiles: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs } = api.deps;
  const files = documentFiles(db, blobs);
  const links = signedLinks(api.deps.jwtSecret, CLIENT_LINKS);
  api.get(
    API_PATHS.v1File,
    {
      schema: {
        tags: ['dealer-api'],
        operationId: 'readFile',
        summary: 'The PDF of a signed link from an invoice or a statement',
        security: [],
        params: BlobPath,
        querystring: LinkQuery,
        response: Pdf,
      },
    },
    async (req, reply) => {
      const path = req.params['*'];
      const grant = links.verify(path, req.query);
      if (!grant) throw forbidden('This link is invalid or has expired');
      const [client] = await db
        .select({ role: apiClients.role, dealerId: apiClients.dealerId })
        .from(apiClients)
        .where(and(eq(apiClients.id, grant.userId), isNull(apiClients.revokedAt)));
      if (!client || client.dealerId !== grant.dealerId)
        throw forbidden('This link is invalid or has expired');
      const [folder, , name] = path.split('/');
      // An invoice's PDF is drawn on first use, as the Invoices screen's download draws it.
      const invoice = folder === 'Invoices' ? /^(.+)\.pdf$/i.exec(name ?? '')?.[1] : undefined;
      if (invoice) await files.ensure(path, () => invoicePdf(db, grant.dealerId, invoice));
      await files.readable(path, client.role as ApiClientRole, grant.dealerId);
      return sendBlob(reply, blobs, path, false);
    },
  );
};
export default dealerApiFiles;
