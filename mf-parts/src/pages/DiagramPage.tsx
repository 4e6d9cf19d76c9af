import { Link, useParams, useSearchParams } from 'react-router';
import { Alert, Col, Result, Row, Space, Spin, Typography } from '@portal/shared/kit';
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
    <Space wrap size="middle" style={{ marginBottom: 12 }}>
      <Link to={DIAGRAMS_PATH}>{t('All diagrams')}</Link>
      <CartLink />
    </Space>
  );
  if (valid && data.isPending)
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        <Spin /> {t('Loading diagram...')}
      </section>
    );
  if (!valid || httpStatus(data.error) === 404)
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        {back}
        <Result
          status="404"
          title={t('No such diagram')}
          subTitle={t('The catalog has no diagram with this number')}
        />
      </section>
    );
  const d = data.data;
  if (data.error || !d)
    return (
      <section>
        <PageTitle>{title}</PageTitle>
        {back}
        <Alert
          type="error"
          showIcon
          title={errorMessage(data.error, t('Failed to fetch the diagram'))}
        />
      </section>
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
