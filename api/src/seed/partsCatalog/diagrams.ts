import type { RawRecord } from '../../import/rows';
import { MODELS } from '../catalog';
import type { Random } from '../random';
import type { SeedPart } from './parts';
import { ASSEMBLIES } from './words';

const WIDTH = 800;
const HEIGHT = 560;

/** A drawing's shapes: rectangles, circles and lines in the middle of the sheet. */
function shapes(r: Random): string[] {
  const out: string[] = [
    `<rect x="140" y="120" width="${r.int(380, 520)}" height="${r.int(220, 300)}" rx="12"/>`,
  ];
  for (let n = r.int(3, 6); n > 0; n--)
    out.push(`<circle cx="${r.int(200, 600)}" cy="${r.int(180, 380)}" r="${r.int(18, 60)}"/>`);
  for (let n = r.int(2, 5); n > 0; n--)
    out.push(
      `<line x1="${r.int(150, 650)}" y1="${r.int(130, 410)}" x2="${r.int(150, 650)}" y2="${r.int(130, 410)}"/>`,
    );
  return out;
}

/** Callout n: a leader line from the shape to a numbered circle on the sheet's edge. */
function callout(n: number, of: number, r: Random): string {
  const left = n % 2 === 1;
  const x = left ? 50 : WIDTH - 50;
  const y = 60 + Math.round(((Math.ceil(n / 2) - 0.5) * (HEIGHT - 120)) / Math.ceil(of / 2));
  return (
    `<g data-callout="${n}"><line x1="${x + (left ? 16 : -16)}" y1="${y}" x2="${r.int(220, 580)}" y2="${r.int(170, 390)}"/>` +
    `<circle cx="${x}" cy="${y}" r="16" fill="#fff"/>` +
    `<text x="${x}" y="${y + 5}" text-anchor="middle" font-size="15" stroke="none" fill="#000">${n}</text></g>`
  );
}

function svg(title: string, callouts: number, r: Random): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<title>${title}</title>` +
    `<g fill="none" stroke="#333" stroke-width="2">${shapes(r).join('')}` +
    Array.from({ length: callouts }, (_, i) => callout(i + 1, callouts, r)).join('') +
    `</g></svg>`
  );
}

/** Assemblies of the model at `index`: 10 to 20, the same ones for the same model. */
const assembliesOf = (index: number) => ASSEMBLIES.slice(0, 10 + ((index * 7) % 11));

/**
 * Every model's diagrams and their callout tables: each drawing has 6 to 12 callouts, each naming
 * a part that is not obsolete (a superseded one now and then, as old books do).
 */
export function diagramRecords(parts: SeedPart[], r: Random) {
  const usable = parts.filter((p) => p.status !== 'obsolete');
  const diagrams: RawRecord[] = [];
  const callouts: RawRecord[] = [];
  MODELS.forEach((model, m) => {
    for (const [assemblyCode, titleEn, titleFr] of assembliesOf(m)) {
      const count = r.int(6, 12);
      diagrams.push({
        model,
        assemblyCode,
        titleEn,
        titleFr,
        svg: svg(`${model}: ${titleEn}`.replace(/[<&"]/g, ''), count, r),
      });
      for (let n = 1; n <= count; n++)
        callouts.push({
          model,
          assemblyCode,
          callout: n,
          partNumber: r.pick(usable).partNumber,
          quantity: r.int(1, 4),
        });
    }
  });
  return { diagrams, callouts };
}
