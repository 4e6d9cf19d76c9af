// One jest run over every package (each keeps its own jest.config.cjs for `pnpm --filter X test`).
const fs = require('node:fs');
const path = require('node:path');

const packages = fs
  .readdirSync(__dirname)
  .filter((d) => fs.existsSync(path.join(__dirname, d, 'jest.config.cjs')) && d !== 'e2e');

module.exports = { projects: packages.map((d) => `<rootDir>/${d}/jest.config.cjs`) };
