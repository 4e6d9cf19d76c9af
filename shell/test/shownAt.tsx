import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PortalProviders } from '@portal/shared/kit';

/** A part of the layout rendered at `path` in the portal's providers, its own follow-up renders
 * (the menu's) done. */
export async function shownAt(path: string, ui: React.ReactNode) {
  const r = render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </PortalProviders>,
  );
  await act(async () => {});
  return r;
}
