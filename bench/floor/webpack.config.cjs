// The floor reference page of the byte budgets: built by the portal's own webpack/federation factory with
// the shell's React, federation runtime and antd (resolved from shell/node_modules, so the very
// same copies), rendering an antd Form with an Input and a Button and nothing else. The sign-in
// page's bytes are compared with this page's.
const path = require('node:path');
const { createConfig } = require('../../shared/webpack/createConfig.cjs');

const factory = createConfig({ dir: __dirname, name: 'floor', port: 8195, title: 'Floor' });

module.exports = (env, argv) => {
  const config = factory(env, argv);
  config.resolve.modules = [path.join(__dirname, '../../shell/node_modules'), 'node_modules'];
  return config;
};
