import { deflateSync } from 'node:zlib';
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

// A tiny PNG encoder for thumbnails: no native image library is needed at install time.

// The fonts `renderPdf` sets text in; only their widths are used here. (The embedder's parameter
// type is the standard-fonts package's own enum, with the same values as pdf-lib's.)
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
const HELVETICA = StandardFontEmbedder.for(StandardFonts.Helvetica as unknown as FontName);
const HELVETICA_BOLD = StandardFontEmbedder.for(StandardFonts.HelveticaBold as unknown as FontName);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** Encodes RGB pixels (width*height*3 bytes) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(
      raw,
      y * (width * 3 + 1) + 1,
    );
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A library document's thumbnail: its first page drawn small, from the layout `renderPdf` gives
 * it (the red header with SUPREME and DEALER PORTAL, the title, the category, the two field rows
 * and the footer). At this size text is a line of ink, so each text is drawn as a bar as long as
 * the text set in its font, which is what a rasterised page looks like at 120 px.
 */
export function documentThumbnailPng(title: string, category: string, name: string): Buffer {
  const [pageW, pageH] = [595.28, 841.89];
  const width = 120;
  const height = Math.round((width * pageH) / pageW);
  const k = width / pageW;
  const px = new Uint8Array(width * height * 3).fill(255);
  /** Fills a rectangle given in PDF points from the top-left corner. */
  const fill = (x: number, top: number, w: number, h: number, c: readonly number[]) => {
    const x0 = Math.max(0, Math.floor(x * k));
    const x1 = Math.min(width, Math.max(x0 + 1, Math.round((x + w) * k)));
    const y0 = Math.max(0, Math.floor(top * k));
    const y1 = Math.min(height, Math.max(y0 + 1, Math.round((top + h) * k)));
    for (let y = y0; y < y1; y++) for (let x2 = x0; x2 < x1; x2++) px.set(c, (y * width + x2) * 3);
  };
  /** Text whose baseline is `baseline` points from the top, as an ink bar of its set width. */
  const text = (
    t: string,
    x: number,
    baseline: number,
    size: number,
    bold: boolean,
    c: number[],
  ) => {
    const font = bold ? HELVETICA_BOLD : HELVETICA;
    const w = Math.min(font.widthOfTextAtSize(t, size), pageW - 50 - x);
    const cap = size * 0.72;
    fill(x, baseline - cap, w, cap, c);
  };
  const [red, white, pink, ink, grey] = [
    [200, 16, 46],
    [255, 255, 255],
    [255, 230, 235],
    [40, 40, 40],
    [140, 140, 140],
  ];
  fill(0, 0, pageW, 70, red);
  text('SUPREME', 50, 42, 22, true, white);
  text('DEALER PORTAL', 52, 58, 8, false, pink);
  text(title, 50, 110, 18, true, ink);
  text(category, 50, 128, 10, false, grey);
  text('Category', 50, 160, 10, true, grey);
  text(category, 190, 160, 10, false, ink);
  text('Document', 50, 176, 10, true, grey);
  text(name, 190, 176, 10, false, ink);
  text('Supreme Dealer Portal - document library', 50, pageH - 30, 8, false, grey);
  // The page edge, so a white page stands out from a white table.
  for (let x = 0; x < width; x++) {
    px.set([200, 200, 200], x * 3);
    px.set([200, 200, 200], ((height - 1) * width + x) * 3);
  }
  for (let y = 0; y < height; y++) {
    px.set([200, 200, 200], y * width * 3);
    px.set([200, 200, 200], (y * width + width - 1) * 3);
  }
  return encodePng(width, height, px);
}
