const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'finance',
  port: 3004,
  title: 'Finance (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
