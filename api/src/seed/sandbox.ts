import sandbox from '../../sandbox-client.json';
import { API_SCOPES } from '@portal/shared/accessApi';
import type { Database } from '../db/client';
import { createApiClient } from '../services/apiClients';
import type { DealerSeed } from './catalog';

/**
 * The sandbox dealer of the dealer API (docs/api.md): a dealership of demo data and its own
 * API client, whose id and secret are published in `api/sandbox-client.json` so anyone
 * following the docs can make a first call. Only the seeded demo has it; a real installation's
 * clients are made by an admin, their secrets random and shown once.
 */
export const SANDBOX = sandbox;

export const SANDBOX_DEALER: DealerSeed = {
  id: sandbox.dealerId,
  code: sandbox.dealerCode,
  companyName: sandbox.companyName,
  division: 'United States',
  territory: 'Sandbox',
  currency: 'USD',
  volume: 1,
  points: 120,
};

/** The sandbox's client: a DealerBuyer's, holding every scope (its reads and its writes). */
export async function seedSandboxClient(database: Database) {
  await createApiClient(database.db, {
    name: sandbox.name,
    dealerId: sandbox.dealerId,
    role: 'DealerBuyer',
    scopes: [...API_SCOPES],
    createdBy: 'the demo seed',
    fixed: { clientId: sandbox.clientId, secret: sandbox.clientSecret },
  });
}
