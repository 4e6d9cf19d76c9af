import logo from './logo.svg';

export function Logo({ height = 36 }: { height?: number }) {
  return (
    <img src={logo} alt="Supreme Dealer Portal" height={height} style={{ display: 'block' }} />
  );
}
