import logo from './logo.svg';
import mark from './logo-mark.svg';

/** The portal's logo (white on the red bar); `compact` is the mark alone, for a phone's top bar. */
export function Logo({ height = 36, compact = false }: { height?: number; compact?: boolean }) {
  return (
    <img
      src={compact ? mark : logo}
      alt="Supreme Dealer Portal"
      height={height}
      style={{ display: 'block', flex: 'none' }}
    />
  );
}
