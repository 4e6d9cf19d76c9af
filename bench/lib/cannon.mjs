// One autocannon run, reduced to the figures we print.
import autocannon from 'autocannon';

/**
 * @param {{ url: string, connections: number, duration: number, headers?: Record<string, string>,
 *   requests?: object[] }} o
 */
export async function cannon(o) {
  const r = await autocannon({ ...o, timeout: 10 });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    rps: r.requests.average,
    total: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    non2xx: r.non2xx,
    socketErrors: r.errors,
    timeouts: r.timeouts,
  };
}
