const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'service',
  port: 3003,
  title: 'Service (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
