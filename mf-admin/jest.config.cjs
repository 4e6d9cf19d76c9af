const base = require('@portal/shared/jest').jestConfig({
  dir: __dirname,
  displayName: 'mf-admin',
});

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/test/setupWaits.ts'],
};
