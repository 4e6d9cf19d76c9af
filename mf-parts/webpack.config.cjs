const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'parts',
  port: 3002,
  title: 'Parts (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
