import { BRAND_RED } from '@portal/shared/ui/theme';
import { Logo } from './Logo';

/** The red band with the logo across the top of a card, on the pages without the top bar
 * (sign-in, update password, not authorized), so every page carries the portal's look. */
export function BrandBand() {
  return (
    <div
      style={{
        background: BRAND_RED,
        margin: '-24px -24px 24px',
        padding: 20,
        borderRadius: '8px 8px 0 0',
      }}
    >
      <Logo />
    </div>
  );
}
