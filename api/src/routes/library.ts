import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@portal/shared/contract/paths';
import { Type } from '@fastify/type-provider-typebox';
import { notFound } from '../http/errors';
import { documentFiles } from '../services/documentFiles';
import { libraryDocument, libraryDocuments } from '../services/libraryDocuments';
import { libraryPdf } from '../pdf/documents';
import { LibraryWire } from '@portal/shared/contract/resources';
import { FILE_NAME, fileAnswer, Pdf, send } from './fileAnswers';

/** The document library (requirements 001 §7): its list, thumbnails and downloads. */
const libraryRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs } = api.deps;
  const files = documentFiles(db, blobs);
  // The document library: category → documents (requirements 001 §7). Both names answer the same.
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
      const path = await files.thumbnail(folder, name);
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
      await files.ensure(path, () => libraryPdf(category, fileName));
      return send(reply, (await blobs.read(path))!, fileName, 'application/pdf', true);
    },
  );
};
export default libraryRoutes;
