// @ts-check
// Shared jest settings: TypeScript and TSX through @swc/jest, one place for every package.
const path = require('node:path');

/** @param {{ dir: string, env?: 'jsdom' | 'node', displayName: string }} options */
function jestConfig({ dir, env = 'jsdom', displayName }) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: env === 'jsdom' ? path.join(__dirname, 'environment.cjs') : env,
    roots: ['<rootDir>/src', '<rootDir>/test'].filter((r) =>
      require('node:fs').existsSync(r.replace('<rootDir>', dir)),
    ),
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Some packages ship only ES modules (TypeBox 1 too, and MSW's helpers as .mjs files): let
    // swc turn them into CommonJS.
    transformIgnorePatterns: [
      '/node_modules/(?!.pnpm)(?!(nanoid|@ant-design|antd|rc-|@rc-component|typebox|until-async)/)(?!.*\\.mjs$)',
    ],
    moduleNameMapper: {
      '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'fileStub.cjs'),
    },
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'setupDom.cjs')] : [],
  };
}

module.exports = { jestConfig };
