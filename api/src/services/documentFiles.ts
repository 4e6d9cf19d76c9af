import { and, eq } from 'drizzle-orm';
import type { Role } from '@portal/shared/roles';
import { allows, blobFolderAudience } from '@portal/shared/access';
import type { Db } from '../db/client';
import { statements } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { libraryPdf, libraryTitle, statementPdf } from '../pdf/documents';
import { documentThumbnailPng } from '../pdf/png';
import { BlobStore } from './blobStore';
import { dealerInfo } from './dealerInfo';
import { dealerHasInvoice, dealerHasOrder } from './dealerRecords';
import { libraryDocumentAt } from './libraryDocuments';

/** A dealer's code, from the dealers kept in memory (dealerInfo.ts): a download asks no query. */
export const dealerCode = async (db: Db, dealerId: number) => (await dealerInfo(db, dealerId)).code;

// A PDF is rendered once: requests that ask for it while it is being made wait for that one
// rendering (a load run: 200 users asking for the same new invoice rendered it each
// time, and the renderings held the event loop for tens of seconds). Per blob store.
const making = new WeakMap<BlobStore, Map<string, Promise<boolean>>>();

/**
 * The files the portal serves and writes into the blob store: PDFs drawn on first use (sales
 * orders, invoices, statements, library documents) and the library's thumbnails, and the one
 * check of who may read a stored file.
 */
export function documentFiles(db: Db, blobs: BlobStore) {
  let pending = making.get(blobs);
  if (!pending) making.set(blobs, (pending = new Map()));
  const inFlight = pending;
  return {
    /** Makes sure the blob exists (drawing the PDF on first use); false when the record does not. */
    ensure(path: string, make: () => Promise<Uint8Array | null>): Promise<boolean> {
      let drawing = inFlight.get(path);
      if (!drawing) {
        drawing = (async () => {
          if (await blobs.exists(path)) return true;
          const pdf = await make();
          if (!pdf) return false;
          await blobs.write(path, pdf);
          return true;
        })().finally(() => inFlight.delete(path));
        inFlight.set(path, drawing);
      }
      return drawing;
    },

    /**
     * A blob path that `who` may read for dealer `dealerId`, made ready (a PDF is drawn on first
     * use); 403 when their role may not read its folder, 404 when it is not theirs or not there.
     * The one check behind GET /api/blob/*, the signed links and their issuing.
     */
    async readable(path: string, role: Role, dealerId: number): Promise<void> {
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
          second !== (await dealerCode(db, dealerId)) ||
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
        await this.ensure(path, async () => (await statementPdf(db, second))?.pdf ?? null);
      } else {
        const doc = await libraryDocumentAt(db, `/api/blob/${path}`);
        if (!doc) throw notFound('File not found');
        await this.ensure(path, () => libraryPdf(doc.category, doc.name));
      }
    },

    /** A library document's thumbnail, drawn and stored on first use; its blob path. */
    async thumbnail(folder: string, name: string): Promise<string> {
      const path = BlobStore.join('Thumbnails', folder, `${name}.png`);
      if (!(await blobs.exists(path)))
        await blobs.write(path, documentThumbnailPng(libraryTitle(name), folder, name));
      return path;
    },
  };
}
