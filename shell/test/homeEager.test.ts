/** @jest-environment node */
import { join } from 'node:path';
import { laterKitImports } from '@portal/shared/jest/kitParts';

const src = (file: string) => join(__dirname, '../src', file);

// /home paints before the kit's later part is loaded (decision 0065): the portal's start, the
// layout and the home page use none of its components but the top bar's search field, which
// shows a plain field until the later part is loaded (useKitLoaded).
test('the layout and the home page use only the kit eager part', () => {
  expect(
    laterKitImports([
      src('app/start.tsx'),
      src('layout/MainLayout.tsx'),
      src('pages/HomePage.tsx'),
    ]),
  ).toEqual({ [src('layout/TopSearch.tsx')]: ['AutoComplete'] });
});
