// What an area's load meets outside the shell, for the tests of its loading and mounting (each
// test file names them in its jest.mock, which cannot import).

/** The federation runtime: it loads an area's files into the page; `loadRemote` gives the
 * area's module as it would arrive (a jest.fn the test answers, by default). */
export const federationRuntime = (loadRemote: unknown = jest.fn()) => ({
  getInstance: () => undefined,
  loadRemote,
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  satisfy: () => true,
});

/** The kit, its later part (tables, forms) ready at once. */
export const kitReadyAtOnce = () => ({
  ...jest.requireActual('@portal/shared/kit'),
  kitReady: jest.fn(() => Promise.resolve()),
});
