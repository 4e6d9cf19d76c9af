import { formatMoney } from '@portal/shared/contract/money';
import { SHIPPING_METHODS, type OrderType } from '@portal/shared/contract/partsOrder';
import { escapeHtml } from '../kit/html';
import { renderPdf } from '../pdf/render';
import type { CurrentLine } from './partsOrder';

// A placed parts order's PDF and its two mails (docs/decisions/0128-placing-a-parts-order.md):
// the dealer's confirmation in the user's language, and the parts desk's, in English, as the
// warranty desk gets claims. Both carry the PDF (English, as the portal's other documents).

export interface PlacedOrder {
  orderNumber: string;
  orderDate: string;
  dealerCode: string;
  dealerName: string;
  orderType: OrderType;
  serial: string | null;
  poNumber: string;
  shipTo: string;
  shippingMethod: keyof typeof SHIPPING_METHODS;
  notes: string | null;
  placedBy: string;
  /** Staff placing it for the dealer: 'Placed by <name> for your dealership'. */
  note: string | null;
  currency: 'USD' | 'CAD' | null;
  total: number;
  lines: CurrentLine[];
}

type Language = 'en' | 'fr';
const WORDS = {
  en: {
    subject: (n: string) => `Parts order ${n} received`,
    intro:
      'Your parts order was received. It is listed in Parts Orders as Submitted until the factory confirms it.',
    order: 'Order',
    date: 'Order date',
    type: 'Order type',
    stock: 'Stock order',
    machineDown: 'Machine down (ships first)',
    serial: 'Serial Number',
    po: 'PO number',
    shipTo: 'Ship to',
    shipping: 'Shipping method',
    notes: 'Notes',
    placedBy: 'Placed by',
    total: 'Total',
    part: 'Part',
    description: 'Description',
    quantity: 'Quantity',
    price: 'Net price',
  },
  fr: {
    subject: (n: string) => `Commande de pièces ${n} reçue`,
    intro:
      "Votre commande de pièces a été reçue. Elle figure dans Commandes de pièces comme Soumise jusqu'à ce que l'usine la confirme.",
    order: 'Commande',
    date: 'Date de commande',
    type: 'Type de commande',
    stock: 'Commande de stock',
    machineDown: 'Machine en panne (expédiée en priorité)',
    serial: 'Numéro de série',
    po: 'Numéro de bon de commande',
    shipTo: 'Expédier à',
    shipping: "Mode d'expédition",
    notes: 'Notes',
    placedBy: 'Passée par',
    total: 'Total',
    part: 'Pièce',
    description: 'Description',
    quantity: 'Quantité',
    price: 'Prix net',
  },
} as const;

const languageOf = (l: string): Language => (l.toLowerCase().startsWith('fr') ? 'fr' : 'en');

function fieldsOf(o: PlacedOrder, l: Language): [string, string][] {
  const w = WORDS[l];
  const money = (n: number) => formatMoney(n, o.currency, l);
  return [
    [w.order, o.orderNumber],
    [w.date, o.orderDate],
    [w.type, o.orderType === 'machineDown' ? w.machineDown : w.stock],
    ...(o.serial ? ([[w.serial, o.serial]] as [string, string][]) : []),
    [w.po, o.poNumber],
    [w.shipTo, `${o.dealerName}, ${o.shipTo}`],
    [w.shipping, SHIPPING_METHODS[o.shippingMethod][l]],
    ...(o.notes ? ([[w.notes, o.notes]] as [string, string][]) : []),
    [w.placedBy, o.note ?? o.placedBy],
    [w.total, money(o.total)],
  ];
}

function linesOf(o: PlacedOrder, l: Language) {
  const w = WORDS[l];
  return {
    headers: [w.part, w.description, w.quantity, w.price],
    rows: o.lines.map((x) => [
      x.partNumber,
      x.description,
      String(x.quantity),
      x.netPrice === null ? '' : formatMoney(x.netPrice, o.currency, l),
    ]),
  };
}

const table = (head: readonly string[], rows: string[][]) =>
  `<table><tr>${head.map((h) => `<th align="left">${escapeHtml(h)}</th>`).join('')}</tr>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('')}</table>`;

const html = (o: PlacedOrder, l: Language, intro: string) => {
  const fields = fieldsOf(o, l);
  const lines = linesOf(o, l);
  return `<p>${escapeHtml(intro)}</p>${table(
    ['', ''],
    fields.map(([k, v]) => [k, v]),
  )}<br>${table(lines.headers, lines.rows)}`;
};

/** The order as a PDF: the same fields and lines as its mails, in English. */
export function orderPdf(o: PlacedOrder): Promise<Uint8Array> {
  const lines = linesOf(o, 'en');
  return renderPdf({
    title: `Parts Order ${o.orderNumber}`,
    subtitle: `${o.dealerName} (${o.dealerCode})`,
    fields: fieldsOf(o, 'en'),
    table: { ...lines, widths: [95, 250, 60, 90] },
  });
}

/** The dealer's confirmation (in `language`) and the parts desk's mail (English). */
export function orderMails(o: PlacedOrder, language: string) {
  const l = languageOf(language);
  const first = o.orderType === 'machineDown' ? 'MACHINE DOWN - SHIP FIRST - ' : '';
  return {
    dealer: { subject: WORDS[l].subject(o.orderNumber), html: html(o, l, WORDS[l].intro) },
    desk: {
      subject: `${first}Parts Order ${o.orderNumber} - ${o.dealerCode} - PO ${o.poNumber}`,
      html: html(
        o,
        'en',
        `Parts order placed in the Dealer Portal by ${o.dealerName} (${o.dealerCode}).`,
      ),
    },
  };
}
