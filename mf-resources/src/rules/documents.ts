import { monthDayYear } from '@portal/shared/dates';
import type { LibraryDoc } from '../api/resources';

/** Requirements 001 §9 'Document tabs': these first, in this order, then the server's own categories. */
export const BASE_TABS = [
  'Resources',
  'Advertising',
  'Forms',
  'Operator Manuals',
  'Danfoss Plus1 Programs',
] as const;

/** One of the portal's own tabs (translated), not a category the server named (data). */
export const isBaseTab = (tab: string) => (BASE_TABS as readonly string[]).includes(tab);

/** Region tabs: shown only when their first word matches the dealer's division (requirements 001 §6). */
export const REGION_WORDS = ['canada', 'offshore', 'united'] as const;

export interface DealerContext {
  /** 'USD' or 'CDN' (the dealer record's currencY_X). */
  currency: string | null;
  /** 'United States', 'Canada', 'Offshore' (divX). */
  division: string | null;
}

const firstWord = (s: string | null) => (s ?? '').trim().split(/\s+/)[0].toLowerCase();
const hasWord = (name: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(name);

/** Which currency a tab is for: 'CDN' for a CAD (or CDN) tab, 'USD' for a USD tab, else null. */
export function tabCurrency(category: string): 'CDN' | 'USD' | null {
  if (hasWord(category, 'CAD') || hasWord(category, 'CDN')) return 'CDN';
  if (hasWord(category, 'USD')) return 'USD';
  return null;
}

/**
 * Requirements 001 §6: CAD program-guide tabs only when the dealer's currency is CDN, USD ones only when
 * it is USD; tabs starting with Canada, Offshore or United only when that first word is the first
 * word of the dealer's division. Without a dealer, both kinds stay hidden.
 */
export function tabVisible(category: string, dealer: DealerContext): boolean {
  const currency = tabCurrency(category);
  if (currency && (dealer.currency ?? '').trim().toUpperCase() !== currency) return false;
  const region = firstWord(category);
  if ((REGION_WORDS as readonly string[]).includes(region) && firstWord(dealer.division) !== region)
    return false;
  return true;
}

/** The tabs a dealer sees: the five base tabs, then the visible server categories by name.
 * `null`: staff with no dealer chosen, who browse the whole library, every tab. */
export function libraryTabs(
  serverCategories: readonly string[],
  dealer: DealerContext | null,
): string[] {
  const extra = [...new Set(serverCategories)]
    .filter((c) => c.trim() && !isBaseTab(c))
    .sort((a, b) => a.localeCompare(b));
  return [...BASE_TABS, ...extra].filter((t) => !dealer || tabVisible(t, dealer));
}

/** The tab to show: the one asked for when the dealer may see it, else the first. */
export const currentTab = (asked: string, tabs: readonly string[]) =>
  tabs.includes(asked) ? asked : (tabs[0] ?? '');

/** Rows of the document table: the tab's documents (search and sort are the list kit's). */
export const docsOf = (docs: readonly LibraryDoc[], tab: string) =>
  docs.filter((d) => d.category === tab);

/** 'Mar 4, 2026' */
export const shortDate = (d: Date | null) => monthDayYear(d);
