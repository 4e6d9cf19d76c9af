const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'resources',
  port: 3006,
  title: 'Resources (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
