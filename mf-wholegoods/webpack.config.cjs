const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'wholegoods',
  port: 3001,
  title: 'Wholegoods (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
