import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Col, Form, Row } from '@portal/shared/kit';
import { ScreenFailed, ScreenLoading, ScreenNone } from '../components/ScreenStates';
import { errorMessage } from '@portal/shared';
import { PageTitle } from '@portal/shared/ui/PageTitle';
import { useCart } from '../api/cartQueries';
import { useCheckout } from '../api/checkoutQueries';
import { CartLines } from '../checkout/CartLines';
import { ChangesAlert } from '../checkout/ChangesAlert';
import { OrderFields } from '../checkout/OrderFields';
import { useCheckoutForm } from '../checkout/useCheckoutForm';
import { useT } from '../i18n';

/**
 * Placing the dealership's cart (/parts/cart/checkout, decision 0128): its lines and total as
 * they will be ordered, the order's fields, 'Place order'. A change of price or stock since the
 * cart was read is shown with 'Accept changes'; once placed, Open Orders lists the order.
 */
export function CheckoutPage() {
  const t = useT();
  const navigate = useNavigate();
  const noDealer = t('No dealer selected');
  const cartRead = useCart(noDealer);
  const checkoutRead = useCheckout(noDealer);
  // Open Orders says the order is placed, and keeps saying it (PlacedNotice).
  const { form, cart, changed, accept, failure } = useCheckoutForm(cartRead.data, (placed) =>
    navigate('/parts/orders', { state: { placed: placed.orderNumber } }),
  );
  const title = t('Place Parts Order');
  const back = (
    <Link to="/parts/cart" style={{ display: 'inline-block', marginBottom: 12 }}>
      {t('Back to the cart')}
    </Link>
  );

  if (cartRead.isPending || checkoutRead.isPending)
    return <ScreenLoading title={title} text={t('Loading the cart...')} />;
  const readError = cartRead.error ?? checkoutRead.error;
  if (readError || !cart || !checkoutRead.data)
    return (
      <ScreenFailed
        title={title}
        back={back}
        message={errorMessage(readError, t('Failed to fetch the cart'))}
      />
    );
  if (!cart.lines.length)
    return (
      <ScreenNone
        title={title}
        status="info"
        heading={t('Your cart is empty')}
        detail={t('Add parts from the catalog before placing an order.')}
        extra={<Link to="/parts/catalog">{t('Go to the catalog')}</Link>}
      />
    );

  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {back}
      {changed && <ChangesAlert changes={changed.changes} onAccept={accept} busy={form.sending} />}
      {failure && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={failure} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('Order lines')} size="small">
            <CartLines cart={cart} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('Order details')} size="small">
            <Form layout="vertical" component="div">
              <form aria-label={title} {...form.formProps}>
                <OrderFields form={form} checkout={checkoutRead.data} />
                <Button
                  type="primary"
                  htmlType="submit"
                  block
                  loading={form.sending}
                  disabled={!!changed}
                >
                  {form.sending ? t('Placing order...') : t('Place order')}
                </Button>
              </form>
            </Form>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
