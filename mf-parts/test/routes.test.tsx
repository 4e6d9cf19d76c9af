import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaRoutes } from '../src/routes';

// Every screen of the area answers on its full portal path with its title (requirements 000 §2, 001 §2).
const SCREENS: [string, string][] = [
  ['/parts/orders', 'Parts Orders'],
  ['/parts/history', 'Parts Order History'],
  ['/parts/warranty-policy', 'PARTS WARRANTY STATEMENT(S)'],
  ['/parts/catalog', 'Parts Catalog'],
  ['/parts/catalog/AF-1400', 'Part'],
  ['/parts/catalog/diagrams', 'Parts Diagrams'],
  ['/parts/catalog/diagrams/7', 'Parts Diagram'],
  ['/parts/cart', 'Parts Cart'],
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
