/**
 * @jest-environment node
 */
import { createInstance, satisfy } from '@module-federation/enhanced/runtime';
import {
  AreaIncompatibleError,
  incompatibilities,
  pageVersions,
  type AreaManifest,
} from '../src/federation/compatibility';

// (docs/decisions/0053-versioned-shared-contract.md): the shell compares an
// area's manifest with the shared copies the page has before any of the area's code runs.

/** The shared entries of an area's mf-manifest.json, as the federation plugin writes them. */
const manifestOf = (sharedVersion: string, sharedRange: string): AreaManifest => ({
  metaData: { buildInfo: { buildVersion: `1.0.0-abc1234-20261125020000` } },
  shared: [
    {
      name: '@portal/shared',
      version: sharedVersion,
      requiredVersion: sharedRange,
      singleton: true,
    },
    {
      name: '@portal/shared/kit',
      version: sharedVersion,
      requiredVersion: sharedRange,
      singleton: true,
    },
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0', singleton: true },
    // Not a singleton: an area whose range the page misses loads its own copy.
    { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.4.0' },
  ],
});
const page = { '@portal/shared': '1.0.0', '@portal/shared/kit': '1.0.0', react: '19.3.1' };

describe('an area against the page it is mounted on', () => {
  it('mounts when built against the same major and minor', () => {
    expect(incompatibilities(manifestOf('1.0.0', '^1.0.0'), page, satisfy)).toEqual([]);
  });

  it('is refused when built against a newer shared major, naming each module and both versions', () => {
    const needs = incompatibilities(manifestOf('2.0.0', '^2.0.0'), page, satisfy);
    expect(needs).toEqual([
      '@portal/shared ^2.0.0 (this page has 1.0.0)',
      '@portal/shared/kit ^2.0.0 (this page has 1.0.0)',
    ]);
    expect(new AreaIncompatibleError('parts', '2.0.0-abc', needs).message).toBe(
      'Area parts 2.0.0-abc needs @portal/shared ^2.0.0 (this page has 1.0.0), @portal/shared/kit ^2.0.0 (this page has 1.0.0)',
    );
  });

  it('mounts when it brings a newer minor but asks only for the major it was written for', () => {
    expect(incompatibilities(manifestOf('1.1.0', '^1.0.0'), page, satisfy)).toEqual([]);
  });

  it('is refused when it asks for the newer minor it uses (the page’s copy lacks its additions)', () => {
    expect(incompatibilities(manifestOf('1.1.0', '^1.1.0'), page, satisfy)).toEqual([
      '@portal/shared ^1.1.0 (this page has 1.0.0)',
      '@portal/shared/kit ^1.1.0 (this page has 1.0.0)',
    ]);
  });

  it('ignores modules the page does not share (the area brings its own)', () => {
    expect(incompatibilities(manifestOf('2.0.0', '^2.0.0'), {}, satisfy)).toEqual([]);
  });
});

/** The module a loadShare answer's factory gives (false: nothing shared under that name). */
const got = <T>(factory: false | (() => T | undefined)) => (factory ? factory() : undefined);

describe('the federation runtime, as the page runs it (shareStrategy loaded-first)', () => {
  it('gives an area that brings @portal/shared 1.1.0 the shell’s loaded 1.0.0, and the check reads 1.0.0', async () => {
    const shellCopy = { copy: 'shell 1.0.0' };
    const areaCopy = { copy: 'area 1.1.0' };
    const shareConfig = { singleton: true, requiredVersion: '^1.0.0' };
    const shell = createInstance({
      name: 'shell',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: {
        '@portal/shared': { version: '1.0.0', get: async () => () => shellCopy, shareConfig },
      },
    });
    // The shell imports the runtime as it starts: its copy is the loaded one.
    expect(got(await shell.loadShare<typeof shellCopy>('@portal/shared'))).toBe(shellCopy);

    // An area's remote entry joins the page's share scope with its own copy, as webpack's does.
    const area = createInstance({
      name: 'parts',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: {
        '@portal/shared': { version: '1.1.0', get: async () => () => areaCopy, shareConfig },
      },
    });
    area.initShareScopeMap('default', shell.shareScopeMap.default, {
      hostShareScopeMap: shell.shareScopeMap,
    });
    await Promise.all(area.initializeSharing('default'));
    expect(Object.keys(shell.shareScopeMap.default['@portal/shared']).sort()).toEqual([
      '1.0.0',
      '1.1.0',
    ]);

    expect(pageVersions(shell.shareScopeMap.default, 'shell')['@portal/shared']).toBe('1.0.0');
    expect(got(await area.loadShare<typeof areaCopy>('@portal/shared'))).toBe(shellCopy);
  });
});
