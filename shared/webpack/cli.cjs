#!/usr/bin/env node
// @ts-check
// `portal-webpack build` / `portal-webpack dev`, run in an app's folder: loads its
// webpack.config.cjs (which calls createConfig) and builds or serves it through webpack's API,
// so no webpack-cli is installed (it would give pnpm a second webpack peer context).
const path = require('node:path');
const webpack = require('webpack');

const [command = 'build'] = process.argv.slice(2);
const dir = process.cwd();
const factory = require(path.join(dir, 'webpack.config.cjs'));
const mode = command === 'dev' ? 'development' : 'production';
const config = factory({}, { mode });

if (command === 'dev') {
  const Server = require('webpack-dev-server');
  const server = new Server(config.devServer, webpack(config));
  server.start().catch((/** @type {Error} */ err) => {
    console.error(err);
    process.exit(1);
  });
} else if (command === 'build') {
  const started = Date.now();
  webpack(config, (err, stats) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    const info = stats?.toJson({ all: false, errors: true, warnings: true });
    for (const w of info?.warnings ?? []) console.warn(w.message);
    if (stats?.hasErrors()) {
      for (const e of info?.errors ?? []) console.error(e.message);
      process.exit(1);
    }
    console.log(
      `[${config.output.uniqueName}] built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
} else {
  console.error('usage: portal-webpack build|dev');
  process.exit(2);
}
