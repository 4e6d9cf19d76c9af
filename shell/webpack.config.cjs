const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  title: 'Dealer Portal',
  publicPath: '/',
  devRemotes: 'remotes.dev.json',
});
