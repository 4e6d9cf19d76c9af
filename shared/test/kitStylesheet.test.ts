// docs/decisions/0067-antd-styles-at-build-time.md: one <link> per sheet whoever asks first (the
// shell's start or the kit), before the page's own styles, asked again after a failure.
/** What webpack's DefinePlugin and public path give the module in a build. */
const build = globalThis as unknown as {
  __KIT_STYLES__?: { eager: string; later: string };
  __webpack_public_path__: string;
};

const load = () =>
  jest.requireActual<typeof import('../src/ui/kitStylesheet')>('../src/ui/kitStylesheet');
const links = () => [...document.head.querySelectorAll('link[data-kit-styles]')];
const fire = (i: number, type: 'load' | 'error') => links()[i].dispatchEvent(new Event(type));

beforeEach(() => {
  document.head.innerHTML = '<style>/* the page */</style>';
  build.__KIT_STYLES__ = { eager: 'kit-eager.1.css', later: 'kit-later.2.css' };
  build.__webpack_public_path__ = '/remotes/parts/';
});
afterAll(() => {
  delete build.__KIT_STYLES__;
});

test('without sheets in the build (jest, dev) nothing is loaded and antd styles at runtime', async () => {
  delete build.__KIT_STYLES__;
  expect(load().kitStylesheetUrl('eager')).toBeNull();
  await expect(load().loadKitStylesheet('eager')).resolves.toBe(false);
  expect(links()).toHaveLength(0);
});

test('one link per sheet, from the build’s folder, before the page’s own styles', async () => {
  const first = load().loadKitStylesheet('eager');
  const second = load().loadKitStylesheet('eager');
  expect(links()).toHaveLength(1);
  expect(links()[0].getAttribute('href')).toBe('/remotes/parts/kit-eager.1.css');
  expect(document.head.firstElementChild).toBe(links()[0]);
  fire(0, 'load');
  await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  // Asked for after it applied: answered at once.
  await expect(load().loadKitStylesheet('eager')).resolves.toBe(true);
  expect(links()).toHaveLength(1);
});

test('a failed sheet says so, and is asked for again by the next call', async () => {
  const failed = load().loadKitStylesheet('later');
  fire(0, 'error');
  await expect(failed).resolves.toBe(false);
  const again = load().loadKitStylesheet('later');
  expect(links()).toHaveLength(1);
  fire(0, 'load');
  await expect(again).resolves.toBe(true);
});
