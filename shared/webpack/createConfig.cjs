// @ts-check
// The one webpack + Module Federation config factory. Every app's webpack.config.cjs calls it
// with its own name, port and exposes; nothing else is configured per app.
const path = require('node:path');
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedPkg = require('../package.json');
const messages = require('./messages.cjs');
const { kitStyles } = require('./kitStyles.cjs');
const {
  areaConfigOptions,
  areaOfFolder,
  devRemotesJson,
  manifest,
  remotesJson,
} = require('./areas.cjs');

const API_PORT = Number(process.env.API_PORT || 4000);

/**
 * What exists once on the page. react/react-dom with their subpaths, single-spa, the runtime
 * half of @portal/shared (store, API client, toasts), the portal's antd (@portal/shared/kit) and
 * TanStack Query with its one QueryClient (@portal/shared/query).
 * react-router and dayjs are bundled per app so they are tree-shaken: see docs/decisions/0002.
 *
 * @portal/shared carries the version of shared/package.json (what this build bundles) and asks
 * for the range the app's own package.json declares (`"@portal/shared": "workspace:^1.0.0"`):
 * the shell refuses to mount an area whose range the page's copy does not satisfy
 * (docs/decisions/0053-versioned-shared-contract.md).
 */
function sharedModules(sharedRange = `^${sharedPkg.version}`) {
  const react = '^19.3.0';
  return {
    react: { singleton: true, requiredVersion: react },
    'react/': { singleton: true, requiredVersion: react },
    'react-dom': { singleton: true, requiredVersion: react },
    'react-dom/': { singleton: true, requiredVersion: react },
    'single-spa': { singleton: true, requiredVersion: '^6.0.3' },
    '@portal/shared': {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: sharedRange,
    },
    // The portal's antd (components, icons, theme provider): one copy for the whole page.
    '@portal/shared/kit': {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: sharedRange,
    },
    // TanStack Query and the one QueryClient (server state): one copy and one cache on the page.
    '@portal/shared/query': {
      singleton: true,
      version: sharedPkg.version,
      requiredVersion: sharedRange,
    },
  };
}

/** The app's package.json, or null (a throwaway area in a test has none). */
function packageOf(/** @type {string} */ dir) {
  const file = path.join(dir, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * The range of @portal/shared an app declares in its package.json, without pnpm's `workspace:`
 * prefix. A package that depends on it must name a range: `*` would accept any major, which is
 * the silent mismatch the version exists to catch.
 */
function sharedRangeOf(/** @type {any} */ pkg) {
  const declared = pkg?.dependencies?.['@portal/shared'];
  if (declared === undefined) return `^${sharedPkg.version}`;
  const range = String(declared).replace(/^workspace:/, '');
  if (!/^[~^]?\d+\.\d+\.\d+/.test(range))
    throw new Error(
      `${pkg.name}: "@portal/shared": "${declared}" names no version range; declare the one it is built against, e.g. "workspace:^${sharedPkg.version}"`,
    );
  return range;
}

/**
 * @param {{
 *   dir: string,            // the app's folder (__dirname of its webpack.config.cjs)
 *   name: string,           // federation name, e.g. 'parts'
 *   port: number,           // dev server port
 *   title: string,          // html title of the app page (shell, or the remote standalone)
 *   exposes?: Record<string, string>,
 *   publicPath?: string,    // '/' for the shell; remotes resolve their own ('auto')
 *   remotes?: boolean | Record<string, any>, // shell only: remotes.json from shared/areas.json (or this manifest)
 *   area?: boolean,         // an area: its production build carries build-info.json
 * }} options
 */
function createConfig(options) {
  const { dir, name, port, title, exposes = {}, publicPath = 'auto', remotes = false } = options;
  return (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const production = (argv && argv.mode) !== 'development';
    const publicDir = path.join(dir, 'public');
    const pkg = packageOf(dir);
    const sharedRange = sharedRangeOf(pkg);
    const info = options.area && production ? buildInfo(name, dir, pkg, sharedRange) : null;
    // The federation manifest's metaData.buildInfo.buildVersion, which the shell reports with each
    // load: the same version as the deployed folder, so real-user figures match deployments.
    if (info) process.env.MF_BUILD_VERSION = info.version;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        // Entry chunks cannot carry a hash (the federation runtime module templates their name);
        // the html references them with ?<hash> instead, and the server sends them no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // Pictures up to 1 KB travel inside the code that shows them (a data: URL; the CSP
          // allows data: images): the rewards tier card, /home's largest paint, showed its 0.5 KB
          // background only after one more request made once it had rendered.
          {
            test: /\.(png|jpe?g|svg|webp|gif|woff2?)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 1024 } },
          },
          // Message catalogs, compiled to functions at build time (docs/i18n.md).
          {
            test: messages.CATALOG,
            type: 'javascript/auto',
            use: require.resolve('./messages.cjs'),
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(sharedRange),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          favicon: fs.existsSync(path.join(publicDir, 'favicon.svg'))
            ? path.join(publicDir, 'favicon.svg')
            : undefined,
          chunks: ['main'],
          hash: production,
          // A remote's own page (its standalone QA entry) lives at /remotes/<name>/ in the portal
          // and at / on its dev server; federation itself resolves chunks from remoteEntry's URL.
          publicPath: publicPath === 'auto' ? (production ? `/remotes/${name}/` : '/') : publicPath,
        }),
        ...(fs.existsSync(publicDir) ? [copyPublic(publicDir)] : []),
        ...(remotes ? [emitJson('remotes.json', remotesJson(areasOf(remotes)))] : []),
        ...(info ? [emitJson('build-info.json', info)] : []),
        kitStylesheets(),
        ...(production ? precompressed() : []),
      ],
      optimization: {
        minimize: production,
        // swc's minifier builds about 3x faster than terser's own on two cores (measured here).
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'areas.cjs'),
            path.join(__dirname, 'messages.cjs'),
            path.join(__dirname, 'kitStyles.cjs'),
            path.join(__dirname, '../areas.json'),
            path.join(dir, 'webpack.config.cjs'),
          ],
        },
      },
      // 'warn' would print the manifest plugin's note about publicPath 'auto' on every build.
      infrastructureLogging: { level: 'error' },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${API_PORT}` }],
        static: remotes ? [{ directory: publicDir, publicPath: '/' }] : [],
        setupMiddlewares: (
          /** @type {any[]} */ middlewares,
          /** @type {{ app?: { get: Function } }} */ server,
        ) => {
          // In development every area is its own dev server (its port in shared/areas.json).
          if (remotes && server.app) {
            server.app.get('/remotes.json', (/** @type {any} */ _req, /** @type {any} */ res) =>
              res.json(devRemotesJson(areasOf(remotes))),
            );
          }
          return middlewares;
        },
      },
    };
  };
}

/**
 * Every text asset also written as .br (brotli 11) and .gz (gzip 9) beside itself, once at build
 * time: the server sends the one the browser accepts with no compression work per request
 * (docs/decisions/0020-bytes-on-the-wire.md). Files under 256 bytes or that shrink by less than
 * 20 % are left alone: the Content-Encoding and Vary headers (about 45 bytes) would cost about what
 * they save. Between 256 bytes and 1 KB (small chunks, the logos, the favicon) brotli still takes
 * 130-340 bytes off each.
 */
// remotes.json is rewritten where it is deployed: a stale compressed copy would be served instead.
const EDITED_AT_DEPLOY = /remotes\.json$/;

function precompressed() {
  const test = /\.(js|json|html|svg|css|txt)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 256,
      minRatio: 0.8,
      exclude: EDITED_AT_DEPLOY,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 256,
      minRatio: 0.8,
      exclude: EDITED_AT_DEPLOY,
    }),
  ];
}

/**
 * An area's whole config from its manifest entry: its webpack.config.cjs is one line,
 * `module.exports = createAreaConfig(__dirname)`; its name is its package's (@portal/mf-parts: parts).
 */
function createAreaConfig(/** @type {string} */ dir, areas = manifest) {
  // The package's name, not the folder's: a copy built elsewhere (a redeploy of one area, built
  // beside the real one under another folder name) is still the same area.
  const pkg = packageOf(dir);
  const folder = pkg ? String(pkg.name).replace(/^@portal\//, '') : path.basename(dir);
  const name = areaOfFolder(folder);
  if (!name) throw new Error(`${dir} is not an area package (@portal/mf-<name>)`);
  return createConfig({ dir, ...areaConfigOptions(name, areas), area: true });
}

/**
 * What an area's build says about itself (dist/build-info.json), read by the deploy command and
 * the Deployments screen: the version names the folder it is published under
 * (`/areas/<area>/<version>/`), so it is unique per build: the package's version, the commit and
 * the build's second (docs/decisions/0054-deploy-and-roll-back-one-area.md).
 */
function buildInfo(
  /** @type {string} */ area,
  /** @type {string} */ dir,
  /** @type {any} */ pkg,
  /** @type {string} */ sharedRange,
) {
  const builtAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const commit = shortCommit(dir);
  const stamp = builtAt.replace(/[-:TZ]/g, '');
  const version = [pkg?.version ?? '0.0.0', commit === 'unknown' ? null : commit, stamp]
    .filter(Boolean)
    .join('-');
  return { area, version, commit, builtAt, sharedRange };
}

/** The repository's short commit, or 'unknown' outside a git checkout (a source archive). */
function shortCommit(/** @type {string} */ dir) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, stdio: 'pipe' })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** The manifest a shell config derives its remotes from: the repository's, or a test's. */
const areasOf = (/** @type {boolean | Record<string, any>} */ remotes) =>
  typeof remotes === 'object' ? remotes : manifest;

/** Adds files to dist/ as the build's own assets: `files()` answers [name, contents] pairs. */
function emitFiles(
  /** @type {string} */ pluginName,
  /** @type {() => [string, string | Buffer][]} */ files,
) {
  return {
    apply(/** @type {import('webpack').Compiler} */ compiler) {
      compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: pluginName, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const [file, contents] of files())
              compilation.emitAsset(file, new compiler.webpack.sources.RawSource(contents));
          },
        );
      });
    },
  };
}

/**
 * Every build serves a copy of the kit (the shell's is the page's; an area's, its standalone
 * page's): each carries the kit's two stylesheets and names them to its code as __KIT_STYLES__
 * (docs/decisions/0067-antd-styles-at-build-time.md).
 */
function kitStylesheets() {
  const styles = kitStyles();
  return {
    apply(/** @type {import('webpack').Compiler} */ compiler) {
      new compiler.webpack.DefinePlugin({
        __KIT_STYLES__: JSON.stringify({ eager: styles.eager.file, later: styles.later.file }),
      }).apply(compiler);
      emitFiles('KitStyles', () => [
        [styles.eager.file, styles.eager.css],
        [styles.later.file, styles.later.css],
      ]).apply(compiler);
    },
  };
}

/** Writes one JSON file into dist/ (the shell's remotes.json, derived from the manifest). */
const emitJson = (/** @type {string} */ file, /** @type {unknown} */ value) =>
  emitFiles('EmitJson', () => [[file, `${JSON.stringify(value, null, 2)}\n`]]);

/** Copies the app's public/ folder into dist/ (small static files: images). */
const copyPublic = (/** @type {string} */ publicDir) =>
  emitFiles('CopyPublic', () =>
    fs
      .readdirSync(publicDir)
      .map((file) => path.join(publicDir, file))
      .filter((full) => fs.statSync(full).isFile() && !full.endsWith('.dev.json'))
      .map((full) => [path.basename(full), fs.readFileSync(full)]),
  );

module.exports = { createConfig, createAreaConfig, sharedModules };
