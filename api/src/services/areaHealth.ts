import { sql } from 'drizzle-orm';
import type { AreaHealth } from '@portal/shared/contract/reports';
import type { Db } from '../db/client';
import { clientReports } from '../db/schema';

interface HealthRow {
  area: string;
  version: string;
  loads: number;
  failed_loads: number;
  errors: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  last_seen: Date | string;
  top_errors: { message: string; count: number }[] | null;
}

/**
 * What real users' browsers reported over the last `days`, per area and version: loads, failed
 * loads, errors, the five most frequent messages of errors and failed loads (a failed load is
 * counted once, as a failure, and its reason is what the team needs to read), and p75 of each vital (PostgreSQL's
 * `percentile_cont`, so the figure is the same on PGlite and a server). The one aggregation of
 * the reports: GET /reports/health and GET /deployments both read it.
 */
export async function areaHealth(db: Db, days: number): Promise<AreaHealth[]> {
  const since = new Date(Date.now() - days * 86_400_000);
  const result = (await db.execute(sql`
    with recent as (
      select * from ${clientReports} where ${clientReports.at} >= ${since}
    ),
    messages as (
      select area, version, message, count(*)::int as n,
             row_number() over (partition by area, version order by count(*) desc, message) as rank
      from recent where kind in ('error', 'load-failed') group by area, version, message
    )
    select r.area, r.version,
      count(*) filter (where kind = 'load')::int as loads,
      count(*) filter (where kind = 'load-failed')::int as failed_loads,
      count(*) filter (where kind = 'error')::int as errors,
      percentile_cont(0.75) within group (order by value) filter (where vital = 'LCP') as lcp,
      percentile_cont(0.75) within group (order by value) filter (where vital = 'INP') as inp,
      percentile_cont(0.75) within group (order by value) filter (where vital = 'CLS') as cls,
      max(at) as last_seen,
      (select json_agg(json_build_object('message', m.message, 'count', m.n) order by m.rank)
         from messages m where m.area = r.area and m.version = r.version and m.rank <= 5) as top_errors
    from recent r group by r.area, r.version order by r.area, max(at) desc
  `)) as unknown as { rows: HealthRow[] };
  const num = (v: number | null) => (v == null ? null : Number(v));
  return result.rows.map((r) => ({
    area: r.area,
    version: r.version,
    loads: r.loads,
    failedLoads: r.failed_loads,
    errors: r.errors,
    topErrors: r.top_errors ?? [],
    p75: { LCP: num(r.lcp), INP: num(r.inp), CLS: num(r.cls) },
    lastSeen: new Date(r.last_seen).toISOString(),
  }));
}
