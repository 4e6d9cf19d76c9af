import path from 'node:path';
import { englishCatalog } from '@portal/shared/jest/catalogs';
import en from '../src/messages/en.json';
import { FOOTER_LINKS, MENU, PROFILE_ENTRY, type MenuEntry } from '../src/layout/menu';
import { GROUPS } from '../src/layout/TopSearch';
import { AREAS, ROLES, roleLabel, screenFor } from '@portal/shared';
import { passwordProblem } from '../src/pages/passwordRules';
import { CARDS } from '../src/home/SummaryCards';
import { TEXTS } from '../src/home/NoticeBoard';

/** The texts the shell passes to `t` from data: every menu label, the search's group names,
 * role labels, the password checks. */
const labels = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.label, ...labels(e.children ?? [])]);

/** The shell's English catalog, as its code has it. */
export const shellEnglish = () =>
  englishCatalog(path.join(__dirname, '../src'), en, [
    ...labels([...MENU, PROFILE_ENTRY, ...FOOTER_LINKS]),
    ...GROUPS.map((g) => g[1]),
    ...[...ROLES, null].map(roleLabel),
    ...CARDS.flatMap((c) => [c.title, ...c.labels]),
    ...Object.values(TEXTS).flatMap((x) => [
      x.title,
      x.edit,
      x.none,
      x.noneToEdit,
      x.deleteQ,
      ...x.saved,
      ...x.deleted,
    ]),
    // The area loader names the area that failed; the callback page's title.
    ...Object.values(AREAS).map((a) => a.title),
    screenFor('/callback')!.title,
    // The password page's own checks, shown through `t`.
    ...[passwordProblem('', ''), passwordProblem('x', '')].filter((p) => p !== null),
  ]);
