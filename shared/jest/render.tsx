import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PortalProviders } from '../src/kit';

/**
 * Renders an area's screen as the portal mounts it: inside the portal's providers and a router
 * at `path`. Every component test renders through here, so a provider the apps add (a query
 * client, say) is added to the tests on this one line.
 */
export function renderArea(ui: ReactNode, path = '/') {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </PortalProviders>,
  );
}
