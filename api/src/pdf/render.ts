import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A document drawn from data: a title block, labelled fields and an optional table. */
export interface PdfSpec {
  title: string;
  subtitle?: string;
  fields: [string, string][];
  table?: { headers: string[]; rows: string[][]; widths?: number[] };
  footer?: string;
}

const RED = rgb(0.784, 0.063, 0.18);
const GREY = rgb(0.35, 0.35, 0.35);
const A4 = [595.28, 841.89] as const;

/** Standard fonts only speak WinAnsi: replace anything else so no text can break the PDF. */
const safe = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export async function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(safe(spec.title));
  doc.setProducer('Dealer Portal');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([...A4]);
  let y = header(page, bold, font, spec);

  for (const [label, value] of spec.fields) {
    page.drawText(safe(label), { x: 50, y, size: 10, font: bold, color: GREY });
    page.drawText(safe(value), { x: 190, y, size: 10, font });
    y -= 16;
  }

  if (spec.table) {
    const { headers, rows } = spec.table;
    const widths = spec.table.widths ?? headers.map(() => 495 / headers.length);
    y -= 12;
    const drawRow = (cells: string[], f: PDFFont) => {
      let x = 50;
      cells.forEach((c, i) => {
        const max = Math.floor(widths[i] / 5.2);
        const text = safe(c.length > max ? c.slice(0, max - 1) + '.' : c);
        page.drawText(text, { x, y, size: 9, font: f });
        x += widths[i];
      });
      y -= 14;
    };
    drawRow(headers, bold);
    page.drawLine({
      start: { x: 50, y: y + 10 },
      end: { x: 545, y: y + 10 },
      thickness: 0.5,
      color: GREY,
    });
    for (const r of rows) {
      if (y < 70) {
        page = doc.addPage([...A4]);
        y = header(page, bold, font, spec);
        drawRow(headers, bold);
      }
      drawRow(r, font);
    }
  }
  if (spec.footer) {
    for (const p of doc.getPages())
      p.drawText(safe(spec.footer), { x: 50, y: 30, size: 8, font, color: GREY });
  }
  return doc.save();
}

function header(page: PDFPage, bold: PDFFont, font: PDFFont, spec: PdfSpec): number {
  const [, h] = A4;
  page.drawRectangle({ x: 0, y: h - 70, width: A4[0], height: 70, color: RED });
  page.drawText('SUPREME', { x: 50, y: h - 42, size: 22, font: bold, color: rgb(1, 1, 1) });
  page.drawText('DEALER PORTAL', { x: 52, y: h - 58, size: 8, font, color: rgb(1, 0.9, 0.92) });
  page.drawText(safe(spec.title), { x: 50, y: h - 110, size: 18, font: bold });
  if (spec.subtitle)
    page.drawText(safe(spec.subtitle), { x: 50, y: h - 128, size: 10, font, color: GREY });
  return h - 160;
}
