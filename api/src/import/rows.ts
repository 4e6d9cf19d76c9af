import type { Field, Kind } from './kinds';

/** One record as read from the file: CSV gives strings, JSON lines any JSON value. */
export type RawRecord = Record<string, unknown>;

export interface DealerDirectory {
  byId: Map<number, string>;
  byCode: Map<string, number>;
}

/** A checked row: its column values (as text or null, cast by PostgreSQL), or a tombstone. */
export interface Row {
  line: number;
  key: string;
  dealerId: number;
  tombstone: boolean;
  values: (string | null)[];
}

/** Half of a UTF-16 pair without its other half (JSON's "\ud800"): no character at all. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The longest reason a report keeps: it may quote a value from the file. */
const MAX_REASON = 300;

/**
 * Why a row is refused. The reason may quote the file's value, and the report is stored as jsonb,
 * which holds no NUL and no lone surrogate: control characters are shown as escapes and the text
 * is made well-formed and cut, so a report is always stored.
 */
export class RowError extends Error {
  constructor(reason: string) {
    const shown = reason.replace(
      // eslint-disable-next-line no-control-regex -- control characters are what it finds
      /[\u0000-\u001F\u007F]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    // Cut first: the cut may part a pair, whose half is then replaced too.
    const cut = shown.length > MAX_REASON ? `${shown.slice(0, MAX_REASON)}…` : shown;
    super(cut.replace(/\p{Cs}/gu, '\uFFFD'));
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INT = /^-?\d{1,10}$/;
const UNIT_KINDS = ['pulltype', 'truckmount', 'stationary'];
const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);
/** Control characters a text value may not hold: PostgreSQL's text cannot hold NUL, and the rest
 * are no text a screen shows. Tab and line breaks are kept (a complaint's lines). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_IN_VALUE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** In a key none at all: U+001F separates the parts of a stored key, so a part holding it made
 * two different keys one, and a key is matched as typed, never with a break or a tab. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_IN_KEY = /[\u0000-\u001F\u007F]/;

/**
 * The longest text value, in UTF-8 bytes. The feed's fields are numbers, codes, names and short
 * descriptions; several are in B-tree indexes, whose entries PostgreSQL refuses past about 2,700
 * bytes (a longer value failed the whole file's statement).
 */
export const MAX_TEXT_BYTES = 1_000;

/** The largest drawing a diagram row may carry: the seed's are a few kilobytes, a detailed
 * drawing some tens; a record's line is bounded anyway (IMPORT_MAX_LINE_BYTES). */
export const MAX_SVG_BYTES = 512 * 1024;
/** What a drawing may not hold: the screens put it in the page as it is, so anything that runs,
 * loads or links is refused (scripts, event attributes, links, embedded documents, styles). */
const UNSAFE_SVG =
  /<\s*\/?\s*(script|foreignObject|iframe|object|embed|image|use|a|style|animate\w*|set)\b|\son[a-z]+\s*=|(?:xlink:)?href\s*=|javascript:|<!(?:DOCTYPE|ENTITY)/i;
const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/;

/** A field that is part of the natural key. */
type KeyField = Field & { key?: true };

function present(v: unknown): boolean {
  return v !== undefined && v !== null && v !== '';
}

/** The value of one field as the text PostgreSQL casts, or a RowError naming what is wrong. */
function read(field: KeyField, v: unknown): string | null {
  if (!present(v)) {
    if (field.required) throw new RowError(`${field.wire}: missing`);
    return null;
  }
  if (field.type === 'bool') {
    const b = String(v).trim().toLowerCase();
    if (TRUE.has(b)) return 'true';
    if (FALSE.has(b)) return 'false';
    throw new RowError(`${field.wire}: wrong type (expected true or false, got "${String(v)}")`);
  }
  if (typeof v === 'object' || typeof v === 'boolean')
    throw new RowError(`${field.wire}: wrong type (expected ${expected(field)})`);
  const s = String(v).trim();
  // A lone surrogate (JSON's "\ud800") is no character: PostgreSQL's jsonb refuses it.
  if (LONE_SURROGATE.test(s))
    throw new RowError(`${field.wire}: not valid Unicode (a lone surrogate)`);
  const control = (field.key ? CONTROL_IN_KEY : CONTROL_IN_VALUE).exec(s);
  if (control)
    throw new RowError(
      `${field.wire}: control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} is not allowed${field.key ? ' in a key' : ''}`,
    );
  switch (field.type) {
    case 'int':
      if (!INT.test(s) || Math.abs(Number(s)) > 2_147_483_647)
        throw new RowError(`${field.wire}: wrong type (expected a whole number, got "${s}")`);
      return String(Number(s));
    case 'date': {
      const d = s.slice(0, 10);
      if (!realDate(d))
        throw new RowError(`${field.wire}: wrong type (expected a date YYYY-MM-DD, got "${s}")`);
      return d;
    }
    case 'decimal':
      if (s.startsWith('-') && DECIMAL.test(s.slice(1)))
        throw new RowError(`${field.wire}: must not be negative (got "${s}")`);
      if (!DECIMAL.test(s))
        throw new RowError(`${field.wire}: wrong type (expected a number like 12.50, got "${s}")`);
      return s;
    case 'svg':
      if (Buffer.byteLength(s) > MAX_SVG_BYTES)
        throw new RowError(`${field.wire}: longer than ${MAX_SVG_BYTES} bytes`);
      if (!/^(<\?xml[^>]*\?>\s*)?<svg[\s>]/.test(s) || !s.endsWith('</svg>'))
        throw new RowError(`${field.wire}: not an SVG document (<svg …>…</svg>)`);
      if (UNSAFE_SVG.test(s))
        throw new RowError(
          `${field.wire}: holds a script, an event attribute, a link, a style or an embedded document (only drawing elements are allowed)`,
        );
      return s;
    case 'unitKind':
      if (!UNIT_KINDS.includes(s))
        throw new RowError(`${field.wire}: must be one of ${UNIT_KINDS.join(', ')} (got "${s}")`);
      return s;
    default:
      if (Buffer.byteLength(s) > MAX_TEXT_BYTES)
        throw new RowError(
          `${field.wire}: longer than ${MAX_TEXT_BYTES} bytes (${Buffer.byteLength(s)} bytes)`,
        );
      return s;
  }
}

/** Dates already found real: a file repeats the same few thousand days, and parsing a date
 * twice per field was a tenth of a large import's reading time. Bounded, as any file may not be. */
const REAL_DATES = new Set<string>();

function realDate(d: string): boolean {
  if (REAL_DATES.has(d)) return true;
  // Year 0 passes JavaScript's check (it is 1 BC) but not PostgreSQL's.
  if (!DATE.test(d) || d < '0001') return false;
  const t = Date.parse(d);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== d) return false;
  if (REAL_DATES.size >= 100_000) REAL_DATES.clear();
  REAL_DATES.add(d);
  return true;
}

function expected(field: Field) {
  return field.type === 'int' ? 'a whole number' : field.type === 'date' ? 'a date' : 'text';
}

/** The dealer a row is about: `tradingPartnerId`, or the code in `tpNameX` / `tp_name_x`. */
function dealerOf(kind: Kind, r: RawRecord, dir: DealerDirectory): number {
  if (kind.dealerFrom === 'none') return 0;
  if (kind.dealerFrom === 'self') return Number(read(kind.fields[0], r.tradingPartnerId));
  const id = r.tradingPartnerId;
  if (present(id)) {
    const n = Number(id);
    if (!Number.isInteger(n) || !dir.byId.has(n)) throw new RowError(`unknown dealer: ${id}`);
    return n;
  }
  const code = present(r.tpNameX) ? r.tpNameX : r.tp_name_x;
  if (!present(code)) throw new RowError('tradingPartnerId or tpNameX: missing (the dealer)');
  const n = dir.byCode.get(String(code).trim());
  if (n === undefined) throw new RowError(`unknown dealer: ${String(code)}`);
  return n;
}

const FIELD_INDEX = new WeakMap<Kind, Map<string, number>>();

/** Where a wire name's value is in a row's values (found once per kind). */
export function fieldIndex(kind: Kind, wire: string): number {
  let map = FIELD_INDEX.get(kind);
  if (!map) {
    map = new Map(kind.fields.map((f, i) => [f.wire, i]));
    FIELD_INDEX.set(kind, map);
  }
  const i = map.get(wire);
  if (i === undefined) throw new Error(`${kind.name} has no field ${wire}`);
  return i;
}

const KEY_FIELDS = new WeakMap<Kind, KeyField[]>();

/** A kind's key fields, each required (found once per kind, not once per row). */
function keyFields(kind: Kind): KeyField[] {
  let fields = KEY_FIELDS.get(kind);
  if (!fields) {
    fields = kind.key.map((wire) => ({
      ...kind.fields.find((x) => x.wire === wire)!,
      required: true,
      key: true,
    }));
    KEY_FIELDS.set(kind, fields);
  }
  return fields;
}

/**
 * Checks one record against its kind: types, the natural key, the dealer. A record with
 * `_delete` true is a tombstone: only its key (and dealer) are read.
 */
export function checkRow(kind: Kind, r: RawRecord, line: number, dir: DealerDirectory): Row {
  const tombstone = present(r._delete) && TRUE.has(String(r._delete).toLowerCase());
  const dealerId = dealerOf(kind, r, dir);
  const keyParts = keyFields(kind).map((field) => read(field, r[field.wire])!);
  const values = tombstone ? [] : kind.fields.map((field) => read(field, r[field.wire]));
  if (kind.dealerFrom === 'self' && !tombstone) {
    const code = values[1]!;
    const owner = dir.byCode.get(code);
    if (owner !== undefined && owner !== dealerId)
      throw new RowError(`tpNameX: ${code} belongs to dealer ${owner}`);
  }
  if (kind.rule && !tombstone) {
    const reason = kind.rule((wire) => values[fieldIndex(kind, wire)]);
    if (reason) throw new RowError(reason);
  }
  if (kind.keyHasDealer) keyParts.unshift(String(dealerId));
  // In import_key the kind's name is part of the key: wholegoods and parts invoices share one
  // table. A key in a column of its own (a dealer's id, a statement's name) is the value alone.
  const key =
    kind.dealerFrom === 'self' || kind.keyColumn
      ? keyParts.join('\u001f')
      : [kind.name, ...keyParts].join('\u001f');
  return { line, key, dealerId, tombstone, values };
}
