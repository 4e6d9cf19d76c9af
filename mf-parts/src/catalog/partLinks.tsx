import { Link } from 'react-router';

/** A part's page in the catalogue. */
export const partPath = (partNumber: string) => `/parts/catalog/${encodeURIComponent(partNumber)}`;

/** A part number as a link to its page, wherever the catalogue names one. */
export function PartLink({ partNumber }: { partNumber: string }) {
  // Underlined: a part number often sits in a line of text (a status, a list of kits); kept on
  // one line: a number broken at its hyphen reads as two.
  return (
    <Link to={partPath(partNumber)} style={{ textDecoration: 'underline', whiteSpace: 'nowrap' }}>
      {partNumber}
    </Link>
  );
}
