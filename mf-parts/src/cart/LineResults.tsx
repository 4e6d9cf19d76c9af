import { Typography } from '@portal/shared/kit';
import type { LineResult } from '../api/cart';
import { useT } from '../i18n';
import { resultWords, wasAdded } from './resultWords';

/** Every line's result, in the order asked: what was added (as asked, as its replacement,
 * rounded up to the pack) and what was not (unknown, obsolete, a bad quantity). */
export function LineResults({ results, label }: { results: LineResult[]; label: string }) {
  const t = useT();
  return (
    <ol aria-label={label} data-testid="line-results" style={{ paddingLeft: 24, margin: '8px 0' }}>
      {results.map((r) => (
        <li key={r.line} data-result={r.result}>
          <Typography.Text type={wasAdded(r) ? undefined : 'danger'}>
            {resultWords(t, r)}
          </Typography.Text>
        </li>
      ))}
    </ol>
  );
}
