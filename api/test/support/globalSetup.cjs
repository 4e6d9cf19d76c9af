// Builds the server bundle once if it is missing (npm test builds it before; a lone
// `pnpm --filter @portal/api test` may not have).
const { existsSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');

module.exports = async () => {
  const dir = join(__dirname, '../..');
  if (!existsSync(join(dir, 'dist/server.js')))
    execFileSync('node', ['build.mjs'], { cwd: dir, stdio: 'inherit' });
};
