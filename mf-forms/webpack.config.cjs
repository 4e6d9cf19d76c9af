const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'forms',
  port: 3008,
  title: 'Forms (standalone)',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
