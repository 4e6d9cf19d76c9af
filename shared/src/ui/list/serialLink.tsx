import { Link } from 'react-router';

/** The machine page of a serial number. */
export const machinePath = (serial: string) => `/machines/${encodeURIComponent(serial)}`;

/** A serial number as a link to its machine page, in every list that shows one; the
 * column's title and value stay the spec's. */
export function SerialLink({ serial }: { serial: string | null | undefined }) {
  if (!serial) return <>{serial ?? ''}</>;
  return <Link to={machinePath(serial)}>{serial}</Link>;
}
