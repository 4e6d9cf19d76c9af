// @ts-check
// A catalog (src/messages/<language>.json, ICU MessageFormat texts) compiled at build time into
// an ES module of functions (messageformat's compileModule): the page formats messages without
// shipping an ICU parser. The runtime the functions call is the shared one (@portal/shared's
// messageRuntime), so it exists once on the page.
const path = require('node:path');
const MessageFormat = require('@messageformat/core');
const compileModule = require('@messageformat/core/compile-module');

/** The catalog's language, from its file name ('fr-CA.json' → 'fr-CA'). */
const languageOf = (/** @type {string} */ file) => path.basename(file, '.json');

/** Where a catalog finds the shared runtime: '@portal/shared' (the page's one copy), except a
 * catalog of the shared runtime itself, which would wait on its own federation load forever. */
const SHARED_SRC = path.join(__dirname, '..', 'src');
function runtimeFor(/** @type {string} */ file) {
  if (!file.startsWith(SHARED_SRC + path.sep)) return '@portal/shared';
  const rel = path.relative(path.dirname(file), path.join(SHARED_SRC, 'i18n', 'runtime'));
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** The module's code, its imports of messageformat's runtime pointed at the shared runtime. */
function compileCatalog(/** @type {string} */ file, /** @type {string} */ source) {
  const messages = JSON.parse(source);
  const code = compileModule(new MessageFormat(languageOf(file)), messages);
  let prelude = '';
  const body = code.replace(
    /^import \{ ([^}]+) \} from "@messageformat\/runtime(\/lib\/cardinals)?";\n/gm,
    (_all, /** @type {string} */ names, /** @type {string | undefined} */ cardinals) => {
      for (const n of names.split(/,\s*/))
        if (!(cardinals ? ['en', 'fr'] : ['number', 'plural', 'select']).includes(n))
          throw new Error(
            `${file}: '${n}' is not in the shared message runtime (shared/src/i18n/runtime.ts)`,
          );
      prelude += `const { ${names} } = __mf${cardinals ? '.cardinals' : ''};\n`;
      return '';
    },
  );
  // Anything else (date or number skeleton formatters) is not in the shared runtime: format the
  // value in code and pass the text.
  if (/^import /m.test(body))
    throw new Error(`${file}: a message needs a formatter the portal does not share`);
  if (!prelude) return body;
  return `import { messageRuntime as __mf } from ${JSON.stringify(runtimeFor(file))};\n${prelude}${body}`;
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
module.exports.CATALOG = /[\\/]src[\\/]messages[\\/][\w-]+\.json$/;
