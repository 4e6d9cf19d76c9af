import { Link, useParams, useSearchParams } from 'react-router';
import { Col, Row, Space, Typography } from '@portal/shared/kit';
import { ScreenFailed, ScreenLoading, ScreenNone } from '../components/ScreenStates';
import { errorMessage, httpStatus } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useDiagram } from '../api/catalogQueries';
import { CartLink } from '../cart/CartLink';
import { CalloutTable } from '../catalog/diagram/CalloutTable';
import { DiagramDrawing } from '../catalog/diagram/DiagramDrawing';
import { DIAGRAMS_PATH } from '../catalog/diagramLinks';
import { useT } from '../i18n';

/** A diagram id as the API takes it (digits); anything else is no diagram, asked of nobody. */
const ID = /^\d{1,9}$/;

/** One diagram (/parts/catalog/diagrams/{id}): the drawing beside its callout table, one
 * callout selected in both (kept in the URL: `?callout=N`, so a part's 'Where Used' link opens
 * it chosen). */
export function DiagramPage() {
  const raw = useParams().diagramId ?? '';
  const t = useT();
  const valid = ID.test(raw);
  const data = useDiagram(valid ? Number(raw) : 0, t('No dealer selected'), valid);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('callout'));
  const selected = Number.isInteger(asked) && asked > 0 ? asked : null;
  const select = (n: number) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('callout', String(n));
        return next;
      },
      { replace: true },
    );

  const title = t('Parts Diagram');
  const back = (
    // A row of its own: antd's Space is inline, and what follows it would share its line.
    <Space wrap size="middle" style={{ display: 'flex', marginBottom: 12 }}>
      <Link to={DIAGRAMS_PATH}>{t('All diagrams')}</Link>
      <CartLink />
    </Space>
  );
  if (valid && data.isPending)
    return <ScreenLoading title={title} text={t('Loading diagram...')} />;
  if (!valid || httpStatus(data.error) === 404)
    return (
      <ScreenNone
        title={title}
        back={back}
        status="404"
        heading={t('No such diagram')}
        detail={t('The catalog has no diagram with this number')}
      />
    );
  const d = data.data;
  if (data.error || !d)
    return (
      <ScreenFailed
        title={title}
        back={back}
        message={errorMessage(data.error, t('Failed to fetch the diagram'))}
      />
    );
  const heading = t('diagram.title', { model: d.model, title: d.title });
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {back}
      <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
        {heading}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <DiagramDrawing svg={d.svg} title={heading} selected={selected} onSelect={select} />
        </Col>
        <Col xs={24} lg={12}>
          <CalloutTable callouts={d.callouts} selected={selected} onSelect={select} />
        </Col>
      </Row>
    </section>
  );
}
