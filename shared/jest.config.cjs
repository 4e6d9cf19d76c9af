module.exports = require('./jest/preset.cjs').jestConfig({
  dir: __dirname,
  displayName: 'shared',
});
