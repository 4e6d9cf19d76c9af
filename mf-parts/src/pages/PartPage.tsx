import { Link, useParams } from 'react-router';
import { Col, Row, Space, Typography } from '@portal/shared/kit';
import { ScreenFailed, ScreenLoading, ScreenNone } from '../components/ScreenStates';
import { errorMessage, httpStatus } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { usePart } from '../api/catalogQueries';
import { AddToCart } from '../cart/AddToCart';
import { useHasCart } from '../cart/cartAudience';
import { CartLink } from '../cart/CartLink';
import { StatusNote } from '../catalog/StatusNote';
import { AvailabilityCard } from '../catalog/part/AvailabilityCard';
import { DetailsCard } from '../catalog/part/DetailsCard';
import { KitCard } from '../catalog/part/KitCard';
import { RecordSection } from '@portal/shared/ui/RecordSection';
import { PriceCard } from '../catalog/part/PriceCard';
import { SupersessionCard } from '../catalog/part/SupersessionCard';
import { WhereUsedCard } from '../catalog/part/WhereUsedCard';
import { useT } from '../i18n';

/** One part of the catalogue (/parts/catalog/{partNumber}) for the acting dealer: what it is,
 * its prices, each warehouse's stock, its supersession, its kit and where it is used. */
export function PartPage() {
  const partNumber = useParams().partNumber ?? '';
  const t = useT();
  const data = usePart(partNumber, t('No dealer selected'));
  const part = data.data;
  const cart = useHasCart();
  // The screen's title from the access table; the part number is the first line under it.
  const title = t('Part');
  const back = (
    // A row of its own: antd's Space is inline, and what follows it would share its line.
    <Space wrap size="middle" style={{ display: 'flex', marginBottom: 12 }}>
      <Link to="/parts/catalog">{t('Back to the catalog')}</Link>
      <CartLink />
    </Space>
  );
  if (data.isPending) return <ScreenLoading title={title} text={t('Loading part...')} />;
  // A number the catalogue does not hold is an answer, not a fault: said plainly, no alert.
  if (httpStatus(data.error) === 404)
    return (
      <ScreenNone
        title={title}
        back={back}
        status="404"
        heading={t('part.number', { partNumber })}
        detail={t('part.notFound', { partNumber })}
      />
    );
  if (data.error || !part)
    return (
      <ScreenFailed
        title={title}
        back={back}
        message={errorMessage(data.error, t('Failed to fetch the part'))}
      />
    );
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {back}
      <Space wrap style={{ marginBottom: 16 }} data-testid="part-summary">
        <Typography.Text strong style={{ fontSize: 18 }}>
          {part.partNumber}
        </Typography.Text>
        <Typography.Text>{part.description}</Typography.Text>
        <StatusNote status={part.status} />
        {cart && part.status !== 'obsolete' && (
          <AddToCart partNumber={part.partNumber} pack={part.packQuantity} />
        )}
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <RecordSection title={t('Details')}>
            <DetailsCard part={part} />
          </RecordSection>
        </Col>
        <Col xs={24} lg={12}>
          <RecordSection title={t('Price')}>
            <PriceCard part={part} />
          </RecordSection>
        </Col>
        <Col xs={24} lg={12}>
          <RecordSection title={t('Availability')}>
            <AvailabilityCard stock={part.stock} />
          </RecordSection>
        </Col>
        <Col xs={24} lg={12}>
          <RecordSection title={t('Supersession')}>
            <SupersessionCard part={part} />
          </RecordSection>
        </Col>
        <Col xs={24} lg={12}>
          <RecordSection title={t('Kit Contents')}>
            <KitCard part={part} />
          </RecordSection>
        </Col>
        <Col xs={24} lg={12}>
          <RecordSection title={t('Where Used')}>
            <WhereUsedCard whereUsed={part.whereUsed} />
          </RecordSection>
        </Col>
      </Row>
    </section>
  );
}
