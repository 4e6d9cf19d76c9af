import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaRoutes } from '../src/routes';

// Every screen of the area answers on its full portal path with its title (requirements 000 §2, 001 §2).
const SCREENS: [string, string][] = [
  ['/service/open-claims', 'Open Claims'],
  ['/service/claims-history', 'Claims History'],
  ['/service/claims/new', 'New Warranty Claim'],
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
