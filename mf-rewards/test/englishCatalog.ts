import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import en from '../src/messages/en.json';
import { TIERS } from '../src/tiers';
import { PARTICIPATION, PARTS, WARRANTY_CARDS } from '../src/pointsTable';

/** The texts the area passes to `t` from data: tier names (and their short forms on a phone),
 * the points table's activities and rules. */
const dynamic = [
  ...TIERS.map((t) => t.name),
  ...['BRZ', 'SLV', 'GLD', 'PLT', 'SE'],
  ...[PARTICIPATION, WARRANTY_CARDS].flatMap((table) =>
    Object.values(table).map((r) => r.activity),
  ),
  ...Object.values(PARTICIPATION)
    .map((r) => r.points)
    .filter((p) => /\D/.test(p)),
  PARTS.parts.points,
];

/** The area's English catalog, as its code has it. */
export const rewardsEnglish = () => englishCatalog(path.join(__dirname, '../src'), en, dynamic);
