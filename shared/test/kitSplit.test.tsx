import { render } from '@testing-library/react';
import * as antd from 'antd';
import { laterKitNames } from '../jest/kitParts';

// docs/decisions/0065-kit-split-by-route.md: the kit's later part is antd's own components once
// kitReady() has resolved (one antd, static members included), and a clear error before.
test('after kitReady the later components are antd’s own, static members included', async () => {
  const kit = await import('@portal/shared/kit');
  await kit.kitReady();
  const names = laterKitNames();
  expect(names).toEqual(expect.arrayContaining(['Form', 'Select', 'Table']));
  for (const name of names)
    expect((kit as Record<string, unknown>)[name]).toBe(antd[name as 'Form']);
  expect(typeof kit.Form.useForm).toBe('function');
  expect(kit.Table.Summary).toBe(antd.Table.Summary);
});

test('a later component rendered before kitReady says so', () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fresh = require('../src/kit') as typeof import('@portal/shared/kit');
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<fresh.Table />)).toThrow(/await kitReady\(\)/);
    spy.mockRestore();
  });
});
