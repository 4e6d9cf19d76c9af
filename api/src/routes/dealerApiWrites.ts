import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@portal/shared/contract/paths';
import { OrderPlaced } from '@portal/shared/contract/partsOrder';
import {
  ClaimFiledV1,
  ClaimFormV1,
  FormSentV1,
  IdempotencyHeaders,
  PartsOrderV1,
  PdiV1,
  RegistrationV1,
} from '@portal/shared/contract/dealerApiWrites';
import type { FormKind } from '@portal/shared/forms/unitFormFields';
import { HttpError, KeyReused } from '../http/errors';
import { idempotencyKey } from '../http/idempotencyKey';
import { forgetListAnswers } from '../http/sqlList';
import { requestedLines, shipToOf } from '../lists/partsCheckout';
import { forgetListsEverywhere } from '../lists/readModels';
import { dealerInfo, dealerOfficeEmail } from '../services/dealerInfo';
import { clientSubmitter } from '../services/submitter';
import { fileClaim } from '../services/warrantyClaim';
import { sendUnitForm } from '../services/unitForm';
import { checkOrder, placeOrder } from '../services/partsOrder';
import { canonical } from '../kit/canonical';

const TAGS = ['dealer-api'];
const KEY_DOC =
  'Needs an `Idempotency-Key` header (400 naming it without): every repeat of the key answers what the first request answered, with `Idempotent-Replayed: true` (one record however many arrive at once); the key with another body is a 422.';

/**
 * The dealer API's writes (decision 0147): a warranty claim with its photos, a PDI, a warranty
 * registration and a parts order, each through the very function the screen's route calls
 * (the same rules, the same record, its mail and its event in one transaction), for the
 * client's dealer, with a required Idempotency-Key. Every repeat of a key is answered as the
 * first was (status and body), so a DMS that lost an answer sends again and learns the record.
 */
const dealerApiWrites: FastifyPluginAsyncTypebox = async (api) => {
  const { db } = api.deps.database;
  const { blobs, config } = api.deps;

  /** Sends the first answer, or a repeat's (marked); a key reused for another body is a 422. */
  const answer = async <T>(
    reply: FastifyReply,
    write: () => Promise<{ body: T; repeat: boolean }>,
  ) => {
    try {
      const { body, repeat } = await write();
      if (repeat) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(body);
    } catch (e) {
      if (!(e instanceof KeyReused)) throw e;
      throw new HttpError(422, e.message, {}, [
        { field: 'headers.idempotency-key', message: 'already used for a different request' },
      ]);
    }
  };

  api.post(
    API_PATHS.v1Claims,
    {
      schema: {
        tags: TAGS,
        operationId: 'fileClaim',
        summary: 'File a warranty claim with its photos (multipart/form-data)',
        description: `The New Warranty Claim screen's claim: the part \`claim\` (JSON) and the photos, at least two \`failurePhotos\` and one \`serialPhotos\`. The serial must be a machine of the client's dealer and, once sold, registered (400 naming \`claim.serial\` otherwise). ${KEY_DOC}`,
        consumes: ['multipart/form-data'],
        headers: IdempotencyHeaders,
        'x-multipart': ClaimFormV1,
        response: { 201: ClaimFiledV1 },
      },
    },
    async (req, reply) => {
      const key = idempotencyKey(req);
      return answer(reply, async () => {
        const sender = clientSubmitter(req.apiClient!);
        const filed = await fileClaim(req, { db, blobs, config }, req.dealerId!, sender, key);
        if (!filed.repeat) forgetListAnswers();
        const { claimNumber, creditCents } = filed;
        return { body: { claimNumber, creditCents }, repeat: filed.repeat };
      });
    },
  );

  const form = (kind: FormKind) => async (req: FastifyRequest, reply: FastifyReply) => {
    const key = idempotencyKey(req);
    const dealer = await dealerInfo(db, req.dealerId!);
    return answer(reply, async () => {
      const { id, repeat } = await sendUnitForm(
        {
          db,
          registrationsMailbox: config.registrationsMailbox,
          dealerId: req.dealerId!,
          sender: clientSubmitter(req.apiClient!),
          from: {
            dealerCode: dealer.code,
            dealerName: dealer.companyName,
            userName: '',
            userEmail: clientSubmitter(req.apiClient!).label,
          },
          key,
        },
        kind,
        req.body as Record<string, unknown>,
      );
      return { body: { id }, repeat };
    });
  };

  for (const [kind, path, operationId, screen, body] of [
    ['pdi', API_PATHS.v1Pdis, 'sendPdi', 'PDI Submission', PdiV1],
    [
      'warranty',
      API_PATHS.v1Registrations,
      'sendRegistration',
      'Warranty Registration',
      RegistrationV1,
    ],
  ] as const)
    api.post(
      path,
      {
        schema: {
          tags: TAGS,
          operationId,
          summary:
            kind === 'pdi'
              ? 'Send a pre-delivery inspection (PDI)'
              : 'Send a warranty registration',
          description: `The ${screen} screen's form, checked by its rules (400 naming each field at fault). The dealer is the client's. ${KEY_DOC}`,
          headers: IdempotencyHeaders,
          body,
          response: { 201: FormSentV1 },
        },
      },
      form(kind),
    );

  api.post(
    API_PATHS.v1PartsOrders,
    {
      schema: {
        tags: TAGS,
        operationId: 'placePartsOrder',
        summary: 'Place a parts order of the lines sent',
        description: `The checkout's fields and rules (a machine down order names a machine of the dealer's; \`shipTo\` is one of its addresses) with the lines to order, priced at the dealer's net price of the day; every part must be in the catalogue and priced (400 naming the line). The dealership's parts cart is left as it is. ${KEY_DOC}`,
        headers: IdempotencyHeaders,
        body: PartsOrderV1,
        response: { 201: OrderPlaced },
      },
    },
    async (req, reply) => {
      const key = idempotencyKey(req);
      const dealerId = req.dealerId!;
      const body = req.body;
      const addresses = await shipToOf(db, dealerId);
      const order = { ...body, shipTo: body.shipTo ?? addresses[0]?.id ?? 0 };
      const checked = await checkOrder(db, dealerId, order, addresses);
      const [dealer, office] = await Promise.all([
        dealerInfo(db, dealerId),
        dealerOfficeEmail(db, dealerId),
      ]);
      return answer(reply, async () => {
        const { placed, repeat } = await placeOrder(db, blobs, {
          dealerId,
          dealerCode: dealer.code,
          dealerName: dealer.companyName,
          placer: { kind: 'apiClient', label: clientSubmitter(req.apiClient!).label },
          dealerEmail: office,
          from: 'request',
          key,
          request: canonical(order),
          body: {
            ...order,
            ...checked,
            cartVersion: 0,
            lines: [],
            language: 'en',
          },
          partsMailbox: config.partsMailbox,
          current: (tx) => requestedLines(tx, dealerId, body.lines),
        });
        if (!repeat) await forgetListsEverywhere(db);
        return { body: placed, repeat };
      });
    },
  );
};
export default dealerApiWrites;
