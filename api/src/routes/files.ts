import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { statements, users } from '../db/schema';
import { dealerInfo } from '../lib/dealerInfo';
import { libraryDocument, libraryDocumentAt, libraryDocuments } from '../lib/libraryDocuments';
import { dealerHasInvoice, dealerHasOrder } from '../lib/dealerRecords';
import { signedLinks } from '../lib/signedLinks';
import { DEALER_ROLES, type Role } from '@portal/shared/roles';
import { forbidden, notFound } from '../http/errors';
import { allows, blobFolderAudience } from '@portal/shared/access';
import { BlobStore } from '../lib/blobStore';
import {
  invoicePdf,
  libraryPdf,
  libraryTitle,
  salesOrderPdf,
  statementPdf,
} from '../pdf/documents';
import { documentThumbnailPng } from '../pdf/png';
import {
  BlobLinkAnswer,
  FilePathAnswer,
  LibraryWire,
  StatementRef,
} from '@portal/shared/contract/resources';
import { API_PATHS } from '@portal/shared/contract/paths';

const FILE_NAME = "^[\\w .,()&'-]{1,120}$";

/** A file answer (not JSON): its media type, described for the OpenAPI document. */
const fileAnswer = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } },
});
const Pdf = fileAnswer('application/pdf', 'The PDF');
/** A blob path after the prefix; named `path` in the OpenAPI document (plugins/docs.ts). */
const BlobPath = Type.Object({ '*': Type.String() });
const NumberParam = (name: string) =>
  Type.Object({ [name]: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$' }) });

function send(
  reply: FastifyReply,
  data: Uint8Array,
  name: string,
  type: string,
  download: boolean,
) {
  reply
    .header('Content-Type', type)
    .header(
      'Content-Disposition',
      `${download ? 'attachment' : 'inline'}; filename="${name.replace(/"/g, '')}"`,
    )
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff');
  return reply.send(Buffer.from(data));
}

/**
 * Files: find a sales order or invoice (answers its blob path), fetch any blob, list statements,
 * the document library and its thumbnails. A dealer reaches only its own files: every blob path
 * starts with a folder and the owning dealer's code, checked against the dealer the call acts for.
 */
const fileRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs } = api.deps;
  const links = signedLinks(api.deps.jwtSecret);
  // From the dealers kept in memory (lib/dealerInfo.ts): a download asks no query for it.
  const code = async (dealerId: number) => (await dealerInfo(db, dealerId)).code;

  /** Makes sure the blob exists (drawing the PDF on first use); null when the record does not. */
  // A PDF is rendered once: requests that ask for it while it is being made wait for that one
  // rendering (issue 13's load run: 200 users asking for the same new invoice rendered it each
  // time, and the renderings held the event loop for tens of seconds).
  const making = new Map<string, Promise<boolean>>();
  function ensure(path: string, make: () => Promise<Uint8Array | null>): Promise<boolean> {
    let pending = making.get(path);
    if (!pending) {
      pending = (async () => {
        if (await blobs.exists(path)) return true;
        const pdf = await make();
        if (!pdf) return false;
        await blobs.write(path, pdf);
        return true;
      })().finally(() => making.delete(path));
      making.set(path, pending);
    }
    return pending;
  }

  api.get(
    API_PATHS.salesOrderFile,
    {
      schema: {
        tags: ['files'],
        operationId: 'findSalesOrderPdf',
        summary: "Where the sales order's PDF is (drawn on first use)",
        params: NumberParam('orderNumber'),
        response: { 200: FilePathAnswer },
      },
    },
    async (req) => {
      const n = req.params.orderNumber;
      const path = BlobStore.join('Sales_Orders', await code(req.dealerId!), `${n}.pdf`);
      if (
        !(await dealerHasOrder(db, req.dealerId!, n)) ||
        !(await ensure(path, () => salesOrderPdf(db, req.dealerId!, n)))
      )
        throw notFound(`Sales Order ${n} not found`);
      return { path };
    },
  );

  api.get(
    API_PATHS.invoiceFile,
    {
      schema: {
        tags: ['files'],
        operationId: 'findInvoicePdf',
        summary: "Where the invoice's PDF is (drawn on first use)",
        params: NumberParam('invoiceNumber'),
        response: { 200: FilePathAnswer },
      },
    },
    async (req) => {
      const n = req.params.invoiceNumber;
      const path = BlobStore.join('Invoices', await code(req.dealerId!), `${n}.pdf`);
      if (
        !(await dealerHasInvoice(db, req.dealerId!, n)) ||
        !(await ensure(path, () => invoicePdf(db, req.dealerId!, n)))
      )
        throw notFound(`Invoice ${n} not found`);
      return { path };
    },
  );

  /**
   * A blob path that `who` may read for dealer `dealerId`, made ready (a PDF is drawn on first
   * use); 403 when their role may not read its folder, 404 when it is not theirs or not there.
   * The one check behind GET /api/blob/*, the signed links and their issuing.
   */
  async function readableBlob(path: string, role: Role, dealerId: number): Promise<void> {
    blobs.resolve(path); // refuses traversal before anything else
    const [folder, second, ...rest] = path.split('/');
    // Each folder's readers come from the one access table (finance is not a viewer's).
    const audience = blobFolderAudience(folder);
    if (!audience) throw notFound('File not found');
    if (!allows(audience, role, true))
      throw forbidden(`Your role may not read ${folder.replace(/_/g, ' ').toLowerCase()}`);
    if (folder === 'Sales_Orders' || folder === 'Invoices') {
      const number = rest.length === 1 ? /^(.+)\.pdf$/i.exec(rest[0])?.[1] : undefined;
      const hasRecord = folder === 'Invoices' ? dealerHasInvoice : dealerHasOrder;
      // The record first: a stored PDF outlives a tombstoned or moved record in the blob store.
      if (
        !number ||
        second !== (await code(dealerId)) ||
        !(await hasRecord(db, dealerId, number)) ||
        !(await blobs.exists(path))
      )
        throw notFound('File not found');
    } else if (folder === 'Statements') {
      if (rest.length !== 0 || !second) throw notFound('File not found');
      const [s] = await db
        .select()
        .from(statements)
        .where(and(eq(statements.name, second), eq(statements.dealerId, dealerId)));
      if (!s) throw notFound('File not found');
      await ensure(path, async () => (await statementPdf(db, second))?.pdf ?? null);
    } else {
      const doc = await libraryDocumentAt(db, `/api/blob/${path}`);
      if (!doc) throw notFound('File not found');
      await ensure(path, () => libraryPdf(doc.category, doc.name));
    }
  }

  async function sendBlob(reply: FastifyReply, path: string, download: boolean) {
    const data = await blobs.read(path);
    if (!data) throw notFound('File not found');
    return send(reply, data, path.split('/').pop()!, 'application/pdf', download);
  }

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
      await readableBlob(path, req.user!.role, req.dealerId!);
      return sendBlob(reply, path, req.query.download === true);
    },
  );

  // Spec 001 §2's fallback: a new tab opens on the file, and a new tab carries no bearer token.
  // The signed-in browser asks for a link to a file it may read; the link alone opens that file
  // for a few minutes, for that user and dealer (issue 21, docs/decisions/0015).
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
      await readableBlob(path, req.user!.role, req.dealerId!);
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
        querystring: Type.Object({
          u: Type.Optional(Type.String({ maxLength: 12 })),
          d: Type.Optional(Type.String({ maxLength: 12 })),
          exp: Type.Optional(Type.String({ maxLength: 12 })),
          sig: Type.Optional(Type.String({ maxLength: 64 })),
        }),
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
      await readableBlob(path, role, grant.dealerId);
      return sendBlob(reply, path, false);
    },
  );

  // Spec 001 §3: a list of objects with a name field, `<prefix>_<dealerCode>_MMDDYYYY.pdf`.
  api.get(
    API_PATHS.statements,
    {
      schema: {
        tags: ['files'],
        operationId: 'listStatements',
        summary: "The dealer's statements by name, oldest first",
        params: Type.Object({ dealerCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) }),
        response: { 200: Type.Array(StatementRef) },
      },
    },
    async (req) => {
      const asked = req.params.dealerCode;
      if (asked !== (await code(req.dealerId!)))
        throw notFound(`No statements for dealer ${asked}`);
      const rows = await db
        .select()
        .from(statements)
        .where(eq(statements.dealerId, req.dealerId!))
        .orderBy(asc(statements.statementDate));
      return rows.map((s) => ({ name: s.name }));
    },
  );

  // The document library: category → documents (spec 001 §7). Both names answer the same.
  const library = async () => {
    const rows = await libraryDocuments(db);
    // No prototype: a category is a key here, and a category named __proto__ stays a category.
    const out: LibraryWire = Object.create(null);
    for (const d of rows)
      (out[d.category] ??= []).push({
        id: d.id,
        name: d.name,
        path: d.path,
        lastModified: d.lastModified.toISOString(),
      });
    return out;
  };
  const libraryAnswer = { 200: LibraryWire };
  const librarySummary = 'The document library: documents by category';
  api.get(
    API_PATHS.blobLibrary,
    {
      schema: {
        tags: ['documents'],
        operationId: 'listBlobLibrary',
        summary: librarySummary,
        response: libraryAnswer,
      },
    },
    library,
  );
  api.get(
    API_PATHS.pdfLibrary,
    {
      schema: {
        tags: ['documents'],
        operationId: 'listPdfLibrary',
        summary: librarySummary,
        response: libraryAnswer,
      },
    },
    library,
  );

  api.get(
    API_PATHS.pdfThumbnail,
    {
      schema: {
        tags: ['documents'],
        operationId: 'getDocumentThumbnail',
        summary: "A library document's thumbnail (PNG)",
        params: Type.Object({
          folder: Type.String({ pattern: FILE_NAME }),
          file: Type.String({ pattern: FILE_NAME }),
        }),
        response: fileAnswer('image/png', 'The thumbnail'),
      },
    },
    async (req, reply) => {
      const { folder, file } = req.params;
      const name = file.replace(/\.png$/i, '');
      const doc = await libraryDocument(db, folder, name);
      if (!doc) throw notFound('Thumbnail not found');
      const path = BlobStore.join('Thumbnails', folder, `${name}.png`);
      if (!(await blobs.exists(path)))
        await blobs.write(path, documentThumbnailPng(libraryTitle(name), folder, name));
      reply.header('Cache-Control', 'private, max-age=86400');
      return send(reply, (await blobs.read(path))!, `${name}.png`, 'image/png', false);
    },
  );

  api.get(
    API_PATHS.pdfDocument,
    {
      schema: {
        tags: ['documents'],
        operationId: 'downloadDocument',
        summary: 'A library document as a download',
        params: Type.Object({
          category: Type.String({ pattern: FILE_NAME }),
          fileName: Type.String({ pattern: FILE_NAME }),
        }),
        response: Pdf,
      },
    },
    async (req, reply) => {
      const { category, fileName } = req.params;
      const doc = await libraryDocument(db, category, fileName);
      if (!doc) throw notFound(`Document ${fileName} not found`);
      const path = doc.path.replace(/^\/api\/blob\//, '');
      await ensure(path, () => libraryPdf(category, fileName));
      return send(reply, (await blobs.read(path))!, fileName, 'application/pdf', true);
    },
  );
};
export default fileRoutes;
