import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaRoutes } from '../src/routes';

// Every screen of the area answers on its full portal path with its title (requirements 000 §2, 001 §2).
const SCREENS: [string, string][] = [
  ['/admin', 'Dealer Portal Access'],
  ['/admin/users', 'User Management'],
  ['/admin/imports', 'Data Imports'],
  ['/admin/api-clients', 'API Clients'],
  ['/admin/deployments', 'Deployments'],
];

describe.each(SCREENS)('%s', (path, title) => {
  it(`shows '${title}'`, () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(document.title).toBe(`${title} | Dealer Portal`);
  });
});
