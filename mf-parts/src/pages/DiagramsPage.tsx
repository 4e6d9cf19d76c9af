import { Link, useSearchParams } from 'react-router';
import { Alert, Card, Empty, Spin, Typography } from '@portal/shared/kit';
import { errorMessage } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { BRAND_RED } from '@portal/shared/ui/theme';
import { useModels } from '../api/catalogQueries';
import { diagramPath } from '../catalog/diagramLinks';
import { useT } from '../i18n';

/** The catalogue by model → assembly → diagram: the models as links, and the chosen model's
 * assemblies, each opening its diagram. The model is kept in the URL (`?model=`). */
export function DiagramsPage() {
  const t = useT();
  const data = useModels(t('No dealer selected'));
  const [params] = useSearchParams();
  const title = t('Parts Diagrams');
  if (data.isPending)
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <Spin /> {t('Loading diagrams...')}
      </section>
    );
  if (data.error || !data.data)
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <Alert
          type="error"
          showIcon
          title={errorMessage(data.error, t('Failed to fetch the diagrams'))}
        />
      </section>
    );
  const models = data.data;
  if (!models.length)
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <Empty description={t('No diagrams in the catalog')} />
      </section>
    );
  const chosen = models.find((m) => m.model === params.get('model')) ?? models[0];
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <nav aria-label={t('Models')} style={{ marginBottom: 16 }}>
        <ul style={chips}>
          {models.map((m) => (
            <li key={m.model}>
              <Link
                to={`?model=${encodeURIComponent(m.model)}`}
                aria-current={m === chosen ? 'page' : undefined}
                style={m === chosen ? { ...chip, ...current } : chip}
              >
                {m.model}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Card
        size="small"
        title={
          <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
            {t('diagrams.assemblies', { model: chosen.model })}
          </Typography.Title>
        }
      >
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {chosen.assemblies.map((a) => (
            <li key={a.diagramId} style={{ padding: '4px 0' }}>
              <Link to={diagramPath(a.diagramId)}>
                {t('diagrams.assembly', { code: a.assemblyCode, title: a.title })}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

const chips = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
} as const;
const chip = {
  display: 'inline-block',
  padding: '4px 12px',
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: '#d9d9d9',
  borderRadius: 16,
} as const;
const current = { background: BRAND_RED, borderColor: BRAND_RED, color: '#fff' } as const;
