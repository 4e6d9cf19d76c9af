const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Dealer Portal',
  publicPath: '/',
  // remotes.json (area → its mf-manifest.json) is written from shared/areas.json.
  remotes: true,
});
