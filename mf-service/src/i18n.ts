// The Service area's messages (warranty claims): English bundled (the spec's
// texts), any other language fetched from messages/<language>.json only when chosen
// (docs/i18n.md).
import { defineCatalog } from '@portal/shared';
import en from './messages/en.json';

// One import() per language, not a template (webpack's context module costs bytes on English pages).
export const { t, useT, ready } = defineCatalog(en, {
  'fr-CA': () => import(/* webpackChunkName: "messages-fr-CA" */ './messages/fr-CA.json'),
});
