import logo from './logo.svg';
import mark from './logo-mark.svg';
import { useT } from '../i18n';

/** The portal's logo (white on the red bar); `compact` is the mark alone, for a phone's top bar. */
export function Logo({ height = 36, compact = false }: { height?: number; compact?: boolean }) {
  const t = useT();
  return (
    <img
      src={compact ? mark : logo}
      alt={t('Supreme Dealer Portal')}
      height={height}
      style={{ display: 'block', flex: 'none' }}
    />
  );
}
