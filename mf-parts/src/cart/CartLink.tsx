import { Link } from 'react-router';
import { useCart } from '../api/cartQueries';
import { useT } from '../i18n';
import { useHasCart } from './cartAudience';

export const CART_PATH = '/parts/cart';

/** 'Cart (3)': the cart and its number of lines, beside the catalogue's search and on a part's
 * or a diagram's page, for those who have a cart (nothing for a DealerViewer). */
export function CartLink() {
  const t = useT();
  const has = useHasCart();
  const cart = useCart(t('No dealer selected'), has);
  if (!has) return null;
  const n = cart.data?.lines.length;
  return (
    <Link to={CART_PATH} data-testid="cart-link">
      {n === undefined ? t('Cart') : t('cart.link', { n })}
    </Link>
  );
}
