import type {
  CartAddAnswer,
  CartLineResult,
  CartLineWire,
  CartWire,
} from '@portal/shared/contract/partsCart';
import { alberta, kansas } from './catalogWire';

// The cart's answers as the API sends them (the network checks each against the contract).

export const cartLine = (partNumber: string, patch: Partial<CartLineWire> = {}): CartLineWire => ({
  partNumber,
  description: 'Roller chain, 80',
  packQuantity: 6,
  quantity: 12,
  currency: 'USD',
  netPrice: 10.5,
  lineTotal: 126,
  onHand: 14,
  availability: [alberta(14), kansas(0)],
  addedBy: 'buyer@portal.test',
  addedAt: '2026-11-29T09:00:00.000Z',
  ...patch,
});

export const cartWire = (version: number, lines: CartLineWire[]): CartWire => ({
  version,
  lines,
  currency: 'USD',
  total: lines.reduce((sum, l) => sum + (l.lineTotal ?? 0), 0),
  updatedBy: 'buyer@portal.test',
  updatedAt: '2026-11-29T09:00:00.000Z',
});

export const result = (
  line: number,
  part: string,
  r: CartLineResult['result'],
  patch: Partial<CartLineResult> = {},
): CartLineResult => ({
  line,
  part,
  result: r,
  message: r,
  partNumber: null,
  quantity: null,
  ...patch,
});

export const addAnswer = (results: CartLineResult[], cart: CartWire): CartAddAnswer => ({
  results,
  cart,
});
