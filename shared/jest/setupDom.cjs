/* global jest, beforeAll, afterEach */
// jsdom lacks what react-router 7 and antd need: TextEncoder, matchMedia, ResizeObserver and the like.
const { TextEncoder, TextDecoder } = require('node:util');
require('@testing-library/jest-dom');

Object.assign(globalThis, { TextEncoder, TextDecoder });
// A form test typing into antd inputs takes seconds on a busy 2-core machine: jest's 5 s default
// fails such tests for the machine's load, not for a fault. With other builds beside the suite
// (load average 10-14 on the two cores), the longest screen tests (the user dialog, the French
// renders) took over 30 s; a hang still fails, after 90 s.
jest.setTimeout(90_000);
// A suite may choose the node environment (`@jest-environment node`): it has no window.
if (typeof window !== 'undefined') {
  installDomShims();
  // An antd dialog or table re-rendering in jsdom takes over a second on a busy 2-core machine, so
  // testing-library's 1 s default for findBy / waitFor failed tests for the load, not for a fault
  // (seen in the admin area's user dialog and the cart's pasted lines). A wait ends as soon as its
  // condition holds; only a real absence waits the full 10 s, well inside the timeout above.
  require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
}

function installDomShims() {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // antd measures scrollbars with a pseudo-element argument jsdom does not implement.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => computedStyle(elt);
}

// Catalogs are compiled at build time (shared/webpack/messages.cjs); jest reads them as JSON data,
// so the tests' runtime compiles each message with the same compiler.
{
  const { compileMessage } = require('../webpack/messages.cjs');
  require('../src/i18n/catalog.ts').setMessageCompiler(compileMessage);
}

// antd's styles: in the browser the kit's static stylesheets carry them and antd computes none
// while rendering ('static', decision 0067). jsdom loads no stylesheet, so the kit is told its
// sheets applied: components render as in the browser, class names and all, instead of antd
// computing CSS for every component of every test and jsdom parsing it into the page (a quarter
// of the component suites' CPU: 341 s of user time against 253 s over the same 770 tests). No
// component test asserts a style; the browser tests do (e2e/tests/kitStyles.spec.ts).
jest.mock('../src/ui/kitStylesheet', () => ({
  kitStylesheetUrl: () => null,
  loadKitStylesheet: () => Promise.resolve(true),
}));

// The kit's list and form components load apart (kitReady, decision 0065); the apps await them
// before an area mounts, and the tests before rendering anything.
if (typeof window !== 'undefined') beforeAll(() => require('../src/kit.tsx').kitReady());

// The query library tells screens of an answer in a later task (setTimeout) in the browser; a
// test's act() covers only the answer's own promise, so here it tells them at once.
require('@tanstack/react-query').notifyManager.setScheduler((tell) => tell());
// Each test starts with an empty query cache: an answer cached by one test is not another's.
// Only the clients the test loaded (shared/src/query.ts lists them); loading none here.
afterEach(() => globalThis.__PORTAL_QUERY_CLIENTS__?.forEach((client) => client.clear()));
