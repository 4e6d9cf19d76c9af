// The Dealer Rewards area's messages: English bundled (the spec's texts), any other language
// fetched from messages/<language>.json only when chosen (docs/i18n.md).
import { defineCatalog } from '@portal/shared';
import en from './messages/en.json';

export const { t, useT, ready } = defineCatalog(
  en,
  (lang) => import(/* webpackChunkName: "messages-[request]" */ `./messages/${lang}.json`),
);
