const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'rewards',
  port: 3005,
  title: 'Dealer Rewards (standalone)',
  exposes: {
    './lifecycles': './src/lifecycles.tsx',
    './rewardsPanel': './src/rewardsPanel.tsx',
  },
});
