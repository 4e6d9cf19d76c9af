// The texts of the shared kit (shared/src/ui: document titles, the 'area unavailable' panel):
// one catalog in the shared runtime, so one copy on the page, served with it by the shell's build
// (decision 0058: the shell owns the shared texts).
import { defineCatalog } from './catalog';
import en from '../messages/en.json';

export const { t: sharedT, useT: useSharedT } = defineCatalog(en, {
  'fr-CA': () => import(/* webpackChunkName: "shared-messages-fr-CA" */ '../messages/fr-CA.json'),
});
