module.exports = require('@portal/shared/jest').jestConfig({
  dir: __dirname,
  displayName: 'mf-admin',
});
