import { Link } from 'react-router';
import type { Part } from '../../api/catalog';
import { useT } from '../../i18n';
import { diagramPath } from '../diagramLinks';
import { Nothing } from '@portal/shared/ui/RecordSection';

/** The diagrams the part appears on, each a link to its diagram with the part's callout chosen. */
export function WhereUsedCard({ whereUsed }: { whereUsed: Part['whereUsed'] }) {
  const t = useT();
  if (!whereUsed.length) return <Nothing text={t('On no diagram')} />;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {whereUsed.map((w) => (
        <li key={`${w.diagramId}/${w.callout}`}>
          <Link to={diagramPath(w.diagramId, w.callout)}>
            {t('part.usedOn', { model: w.model, title: w.title, callout: String(w.callout) })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
