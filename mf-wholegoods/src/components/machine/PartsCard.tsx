import { Link } from 'react-router';
import { Alert, Spin } from '@portal/shared/kit';
import { errorMessage } from '@portal/shared';
import { useModelDiagrams } from '../../api/machinesQueries';
import { useT } from '../../i18n';
import { Nothing } from '@portal/shared/ui/RecordSection';

/** The parts catalogue's diagrams of the machine's model, each opening in the parts area, and
 * the way to the catalogue's search. */
export function PartsCard({ model }: { model: string | null }) {
  const t = useT();
  const diagrams = useModelDiagrams(model);
  const search = <Link to="/parts/catalog">{t('Find a part')}</Link>;
  if (model == null)
    return (
      <>
        <Nothing text={t('Model not known')} />
        {search}
      </>
    );
  if (diagrams.isPending)
    return (
      <div>
        <Spin size="small" /> {t('Loading parts diagrams...')}
      </div>
    );
  if (diagrams.error)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(diagrams.error, t('Failed to fetch the parts diagrams'))}
      />
    );
  if (!diagrams.data.length)
    return (
      <>
        <Nothing text={t('No parts diagrams for this model')} />
        {search}
      </>
    );
  return (
    <nav aria-label={t('Parts for this machine')}>
      {/* As many columns as the width holds: 10-20 assemblies read as a short block. */}
      <ul style={{ margin: '0 0 8px', paddingLeft: 20, columnWidth: 240 }}>
        {diagrams.data.map((d) => (
          <li key={d.diagramId}>
            <Link to={`/parts/catalog/diagrams/${d.diagramId}`}>
              {d.assemblyCode} · {d.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={`/parts/catalog/diagrams?model=${encodeURIComponent(model)}`}>
        {t('machine.allDiagrams', { model })}
      </Link>
      {' · '}
      {search}
    </nav>
  );
}
