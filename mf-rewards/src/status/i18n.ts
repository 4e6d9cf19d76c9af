// The Rewards Status page's own messages (its Qualifying Details above all): a catalog of their
// own, so the home page's rewards panel carries none of them (docs/i18n.md).
import { defineCatalog } from '@portal/shared';
import en from './messages/en.json';

export const { t, useT } = defineCatalog(en, {
  'fr-CA': () => import(/* webpackChunkName: "status-messages-fr-CA" */ './messages/fr-CA.json'),
});
