import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import en from '../src/messages/en.json';
import { PARTS_STATUSES } from '../src/partsStatuses';

/** The Parts area's English catalog: its code's texts and the feed's status words. */
export const partsEnglish = () =>
  englishCatalog(path.join(__dirname, '../src'), en, [...PARTS_STATUSES]);
