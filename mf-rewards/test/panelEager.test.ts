/** @jest-environment node */
import { join } from 'node:path';
import { laterKitImports } from '@portal/shared/jest/kitParts';

// The home page's rewards panel mounts without waiting for the kit's later part (its lifecycles
// say kit: 'eager', decision 0065): none of its files may use a later component.
test('the rewards panel uses only the kit eager part', () => {
  expect(laterKitImports([join(__dirname, '../src/rewardsPanel.tsx')])).toEqual({});
});
