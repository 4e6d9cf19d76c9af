import { deflateSync } from 'node:zlib';

// A tiny PNG encoder for thumbnails: no native image library is needed at install time.
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

/** A document thumbnail: a page with a coloured band and text-like lines, seeded by `seed`. */
export function thumbnailPng(seed: number, width = 120, height = 156): Buffer {
  const px = new Uint8Array(width * height * 3).fill(255);
  const hue = [
    [200, 16, 46],
    [33, 99, 171],
    [46, 125, 50],
    [230, 126, 34],
    [106, 27, 154],
  ][Math.abs(seed) % 5];
  const set = (x: number, y: number, c: number[]) => px.set(c, (y * width + x) * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) set(x, y, [200, 200, 200]);
      else if (y < 34) set(x, y, hue);
    }
  for (let line = 0; line < 9; line++) {
    const y = 46 + line * 11;
    const len = 60 + ((seed * 7 + line * 13) % 40);
    for (let x = 12; x < 12 + len && x < width - 12; x++)
      for (let t = 0; t < 3; t++) set(x, y + t, [170, 170, 170]);
  }
  return encodePng(width, height, px);
}
