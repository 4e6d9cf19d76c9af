// @ts-check
// A catalog (src/…/messages/<language>.json, ICU MessageFormat texts) compiled at build time into
// an ES module of functions (messageformat's compileModule): the page formats messages without
// shipping an ICU parser.
const path = require('node:path');
const MessageFormat = require('@messageformat/core');
const compileModule = require('@messageformat/core/compile-module');

/** The catalog's language, from its file name ('fr-CA.json' → 'fr-CA'). */
const languageOf = (/** @type {string} */ file) => path.basename(file, '.json');

/** messageformat's runtime helpers (plural and select rules, `#` numbers), resolved from here:
 * the apps do not depend on it themselves. They hold no state, so each app bundles the few it
 * uses, and only with the catalogs that use them (none is on an English page that has no
 * message with a plural). */
const RUNTIME = path.join(path.dirname(require.resolve('@messageformat/runtime')), '..', 'esm');

/** The module's code: messageformat's compiled catalog, its runtime imports made absolute. */
function compileCatalog(/** @type {string} */ file, /** @type {string} */ source) {
  const code = compileModule(new MessageFormat(languageOf(file)), JSON.parse(source));
  return code.replace(
    /from "@messageformat\/runtime(?:\/lib\/([a-z]+))?"/g,
    (_all, /** @type {string | undefined} */ sub) =>
      `from ${JSON.stringify(path.join(RUNTIME, `${sub ?? 'runtime'}.js`))}`,
  );
}

/** @type {import('webpack').LoaderDefinitionFunction} */
function messagesLoader(source) {
  return compileCatalog(this.resourcePath, source);
}

/** The compiler jest gives the runtime (tests read catalogs as JSON data). */
const compileMessage = (/** @type {string} */ lang, /** @type {string} */ text) =>
  new MessageFormat(lang).compile(text);

module.exports = messagesLoader;
module.exports.compileCatalog = compileCatalog;
module.exports.compileMessage = compileMessage;
/** Which files are catalogs. */
module.exports.CATALOG = /[\\/]src[\\/](?:[\w-]+[\\/])*messages[\\/][\w-]+\.json$/;
