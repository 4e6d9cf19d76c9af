const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'admin',
  port: 3007,
  title: 'Admin (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
