import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import panelEn from '../src/messages/en.json';
import statusEn from '../src/status/messages/en.json';
import { PROGRAM_DATES, TIERS } from '../src/tiers';
import { PARTICIPATION, PARTS, WARRANTY_CARDS } from '../src/pointsTable';

const src = path.join(__dirname, '../src');
const tiers = TIERS.map((t) => t.name);

/** The panel's catalog (src/i18n.ts): the home panel and the parts the status page shares with
 * it; tier names and their short forms on a phone come from data. */
export const panelEnglish = () =>
  englishCatalog(src, panelEn, [...tiers, 'BRZ', 'SLV', 'GLD', 'PLT', 'SE'], (code) =>
    /from '\.\.?\/i18n'/.test(code),
  );

/** The status page's catalog (src/status/i18n.ts); the points table's activities and rules come
 * from data. */
export const statusEnglish = () =>
  englishCatalog(
    src,
    statusEn,
    [
      ...tiers,
      ...[PARTICIPATION, WARRANTY_CARDS].flatMap((table) =>
        Object.values(table).map((r) => r.activity),
      ),
      ...[PARTICIPATION, WARRANTY_CARDS, PARTS]
        .flatMap((table) => Object.values(table).map((r) => r.points))
        .filter((p) => /\D/.test(p)),
      // The program page: its dates as the spec writes them.
      PROGRAM_DATES,
    ],
    (code) => /from '\.\.?\/status\/i18n'/.test(code),
  );
