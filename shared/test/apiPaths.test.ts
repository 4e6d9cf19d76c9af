/**
 * @jest-environment node
 */
import { API_RULES } from '../src/access';
import { API_PATHS, pathTo } from '../src/contract/paths';

it('fills each parameter of a path, encoded as one segment', () => {
  expect(pathTo(API_PATHS.wholegoodsAll, { id: 1001 })).toBe('/wholegoodsall/1001');
  expect(pathTo(API_PATHS.machine, { id: 1001, serial: 'AB 12/3' })).toBe(
    '/machines/1001/AB%2012%2F3',
  );
  expect(pathTo(API_PATHS.profileUser, { id: 7, userId: 12 })).toBe('/profile/7/user/12');
});

it('gives every declared path an access rule, and every rule a declared path', () => {
  const declared = new Set<string>(Object.values(API_PATHS));
  const ruled = new Set<string>(API_RULES.map((r) => r.path));
  expect([...declared].filter((p) => !ruled.has(p))).toEqual([]);
  expect([...ruled].filter((p) => !declared.has(p))).toEqual([]);
});
