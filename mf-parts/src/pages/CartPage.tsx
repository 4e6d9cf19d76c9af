import { CartScreen } from '../cart/CartScreen';

export function CartPage() {
  return <CartScreen />;
}
