import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** One build of an area as its `build-info.json` describes it (written by the area's build). */
export interface BuildInfo {
  version: string;
  commit: string | null;
  builtAt: string | null;
  sharedRange: string | null;
}

/** An area's served build and the previous ones kept for a rollback, newest first. */
export interface AreaBuilds {
  current: BuildInfo | null;
  previous: BuildInfo[];
}

/** A version is a folder name under areas/<area>/: nothing that could climb out of it. */
export const SAFE_VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,59}$/;
/** Paths the portal serves itself are read through the server (new URL needs a base). */
const OWN = 'http://portal.invalid';

const text = (v: unknown, max = 200) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null;
const instant = (v: unknown) => {
  const d = new Date(text(v) ?? Number.NaN);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};
const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * A build from its build-info.json, or, without one (a build from before the file existed),
 * from its federation manifest: the package version the plugin writes and the range of
 * `@portal/shared` the area asks for. Null when neither names a version.
 */
export function toBuildInfo(buildInfo: unknown, manifest: unknown): BuildInfo | null {
  const info = record(buildInfo);
  const m = record(manifest);
  const shared = Array.isArray(m?.shared)
    ? (m.shared as unknown[]).map(record).find((s) => s?.name === '@portal/shared')
    : undefined;
  const version =
    text(info?.version, 60) ?? text(record(record(m?.metaData)?.buildInfo)?.buildVersion, 60);
  if (!version) return null;
  return {
    version,
    commit: text(info?.commit, 64),
    builtAt: instant(info?.builtAt),
    sharedRange: text(info?.sharedRange, 100) ?? text(shared?.requiredVersion, 100),
  };
}

/**
 * Reads a JSON file as browsers get it: a path of the portal's own through the server itself
 * (whichever folder serves it), a full URL (an area on a CDN) over HTTP. Null when it is
 * missing, unreachable or not JSON: a screen about deployments must show what it can.
 */
async function readServedJson(app: FastifyInstance, url: string): Promise<unknown> {
  try {
    const at = new URL(url, `${OWN}/`);
    if (at.origin === OWN) {
      const r = await app.inject({ method: 'GET', url: at.pathname });
      return r.statusCode === 200 ? JSON.parse(r.body) : null;
    }
    if (at.protocol !== 'https:' && at.protocol !== 'http:') return null;
    const r = await fetch(at, { signal: AbortSignal.timeout(3000) });
    return r.ok ? await r.json() : null;
  } catch {
    return null;
  }
}

async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

/** The build in a folder on disk (its build-info.json, else its manifest); null when neither
 * names a version. */
export async function readBuildInfoFile(dir: string): Promise<BuildInfo | null> {
  return toBuildInfo(
    await readJsonFile(join(dir, 'build-info.json')),
    await readJsonFile(join(dir, 'mf-manifest.json')),
  );
}

/** A published version's folder: <APPS_DIR>/areas/<area>/<version>/. */
async function publishedBuild(appsDir: string, area: string, version: string): Promise<BuildInfo> {
  const build = await readBuildInfoFile(join(appsDir, 'areas', area, version));
  // The history names it even when its files say nothing more.
  return { ...(build ?? { commit: null, builtAt: null, sharedRange: null }), version };
}

/**
 * Every area's builds. The current one is what the served remotes.json points at (its manifest
 * and the build-info.json next to it), so the screen shows what users get; the previous ones are
 * the published versions that <APPS_DIR>/areas/<area>/history.json lists for a rollback. Without
 * an areas/ folder (the portal started from its package builds) there are none.
 */
export async function readAreaBuilds(
  app: FastifyInstance,
  appsDir: string,
  areas: readonly string[],
): Promise<Map<string, AreaBuilds>> {
  const remotes = record(await readServedJson(app, '/remotes.json')) ?? {};
  const result = new Map<string, AreaBuilds>();
  await Promise.all(
    areas.map(async (area) => {
      const manifestUrl = text(remotes[area], 2000);
      let current: BuildInfo | null = null;
      if (manifestUrl) {
        const [info, manifest] = await Promise.all([
          readServedJson(app, new URL('build-info.json', new URL(manifestUrl, `${OWN}/`)).href),
          readServedJson(app, manifestUrl),
        ]);
        current = toBuildInfo(info, manifest);
      }
      const history = record(await readJsonFile(join(appsDir, 'areas', area, 'history.json')));
      const named = (v: unknown) => {
        const version = text(v, 60);
        return version && SAFE_VERSION.test(version) ? version : null;
      };
      const historyCurrent = named(history?.current);
      if (!current && historyCurrent) current = await publishedBuild(appsDir, area, historyCurrent);
      const previous = Array.isArray(history?.previous)
        ? [...new Set((history.previous as unknown[]).map(named))].filter(
            (v): v is string => v !== null && v !== current?.version,
          )
        : [];
      result.set(area, {
        current,
        previous: await Promise.all(previous.map((v) => publishedBuild(appsDir, area, v))),
      });
    }),
  );
  return result;
}
