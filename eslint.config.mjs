// One ESLint config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import areas from './shared/webpack/areas.cjs';

const AREAS = Object.keys(areas.manifest);

// The layers of api/src, lowest first (docs/decisions/0112-the-apis-layers.md). A file imports from
// its own layer and those below it, never from one above: the entry points (app, server, setup,
// import, openapi) and the demo seed sit on top of them all. kit/ and config.ts import nothing
// from the app.
const API_LAYERS = [
  'db',
  'http',
  'auth',
  'pdf',
  'services',
  'lists',
  'import',
  'plugins',
  'routes',
];
const API_ENTRIES = ['app', 'server', 'setup', 'import', 'openapi'];
const API_LAYERS_MESSAGE =
  'api/src imports only down its layers: kit, config → db → http → auth → pdf → services → lists → import → plugins → routes → app and the entry points (docs/decisions/0112-the-apis-layers.md).';
const apiLayerZone = (layer, index) => ({
  files: [`api/src/${layer}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${API_LAYERS.slice(index + 1).join('|')}|seed)(/|$)`,
            message: API_LAYERS_MESSAGE,
          },
          { regex: `^(\\.\\./)+(${API_ENTRIES.join('|')})$`, message: API_LAYERS_MESSAGE },
        ],
      },
    ],
  },
});

// antd and its icons only through '@portal/shared/kit', the one copy federation shares.
const ANTD_ONLY_THROUGH_THE_KIT = {
  group: ['antd', 'antd/*', '@ant-design/icons', '@ant-design/icons/*'],
  message: "Import antd components and icons from '@portal/shared/kit' (one copy on the page).",
};

// Wire types are the contract's alone (Static<typeof Schema> in shared/src/contract): a type of
// the same shape written again elsewhere drifts from what the API sends without a compile error.
const WIRE_TYPES_ONLY_IN_THE_CONTRACT = ['TSInterfaceDeclaration', 'TSTypeAliasDeclaration'].map(
  (declaration) => ({
    selector: `${declaration}[id.name=/Wire$/]`,
    message:
      "A *Wire type is declared only in shared/src/contract (Static<typeof Schema>); import it from '@portal/shared/contract/…'.",
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      'data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
      '.redeploy-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/contract/**'],
    rules: { 'no-restricted-syntax': ['error', ...WIRE_TYPES_ONLY_IN_THE_CONTRACT] },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Playwright fixtures hand their value to a callback named `use`, which is not React's hook.
  {
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // An area never imports another area, and nothing reaches into @portal/shared by a deep or
  // relative path (a second copy of the store would appear: docs/decisions/0002-what-is-shared.md).
  ...AREAS.map((area) => ({
    files: [`mf-${area}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // roles/access/areas are modules of the runtime singleton: by a subpath they would be
              // bundled a second time (the bundle check counts copies).
              group: [
                '**/shared/src/**',
                '@portal/shared/src/**',
                '@portal/shared/roles',
                '@portal/shared/access',
                '@portal/shared/areas',
              ],
              message: "Import '@portal/shared' by its package name.",
            },
            ANTD_ONLY_THROUGH_THE_KIT,
            ...AREAS.filter((a) => a !== area).map((a) => ({
              group: [`**/mf-${a}/**`, `@portal/mf-${a}`, `@portal/mf-${a}/**`],
              message: 'An area never imports another area; the shell composes them.',
            })),
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // roles/access/areas are modules of the runtime singleton: by a subpath they would be
              // bundled a second time (the bundle check counts copies).
              group: [
                '**/shared/src/**',
                '@portal/shared/src/**',
                '@portal/shared/roles',
                '@portal/shared/access',
                '@portal/shared/areas',
              ],
              message: "Import '@portal/shared' by its package name.",
            },
            ANTD_ONLY_THROUGH_THE_KIT,
            {
              group: ['**/mf-*/**', '@portal/mf-*'],
              message: 'The shell loads areas through federation only.',
            },
          ],
        },
      ],
    },
  },
  // Configuration is read in one place, checked and documented (README, Configuration).
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through api/src/config.ts (loadConfig or processConfig).',
        },
      ],
    },
  },
  ...API_LAYERS.map(apiLayerZone),
  {
    files: ['api/src/kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'kit/ is generic: it imports nothing from the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.', message: 'config.ts imports nothing from the app.' }] },
      ],
    },
  },
  {
    // The portal's own UI pieces, bundled into each app (theme.tsx only borrows antd's type).
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/theme.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ANTD_ONLY_THROUGH_THE_KIT] }],
    },
  },
);
