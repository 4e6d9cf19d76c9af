// Builds the API as build.mjs does, into the folder given first, with each mapper given after it
// (`src/lists/wholegoods.ts:wholegoodsWire`, an exported arrow function) returning one field more
// than the contract names: `extraField`. What a mapper changed without the contract would send.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiBuild } from '../../build.mjs';

const [outdir, ...mappers] = process.argv.slice(2);
const byFile = new Map(
  mappers.map((m) => {
    const [file, name] = m.split(':');
    return [join(apiBuild.absWorkingDir, file), name];
  }),
);

const extraField = {
  name: 'extra-field',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const name = byFile.get(args.path);
      if (!name) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const declared = `export const ${name} = (`;
      if (!source.includes(declared)) throw new Error(`${args.path}: no ${declared}`);
      const contents = source.replace(
        declared,
        `export const ${name} = (...a: Parameters<typeof mapped>) => ({ ...mapped(...a), extraField: 'not in the contract' });\nconst mapped = (`,
      );
      return { contents, loader: 'ts' };
    });
  },
};

await build({ ...apiBuild, outdir, plugins: [extraField] });
