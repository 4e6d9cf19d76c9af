import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { PortalProviders } from '../src/kit';

// Decision 0082: a user who asked the system for less motion gets antd without it (lists, menus
// and dialogs appear at once), and the portal follows the setting when it changes.
const REDUCE = '(prefers-reduced-motion: reduce)';

function systemSetting(initial: boolean) {
  let reduce = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === REDUCE && reduce;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    reduce = next;
    act(() => listeners.forEach((l) => l()));
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{`${token.motion} ${token.motionDurationMid}`}</span>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('reduced motion', () => {
  it('keeps antd’s motion by default', () => {
    systemSetting(false);
    render(
      <PortalProviders>
        <Motion />
      </PortalProviders>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('true 0.2s');
  });

  it('turns it off when the system asks, and back on when the setting changes', () => {
    const change = systemSetting(true);
    render(
      <PortalProviders>
        <Motion />
      </PortalProviders>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('false 0s');
    change(false);
    expect(screen.getByTestId('motion')).toHaveTextContent('true 0.2s');
  });
});
