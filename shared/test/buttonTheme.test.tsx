import { render } from '@testing-library/react';
import { Button, PortalProviders } from '../src/kit';

// Antd draws a 'shadow' line under primary buttons from the focus outline colour (a
// pink line under 'New Order', 'Select', 'Add User' beside flat secondary buttons). The one theme
// sets the buttons flat.
const css = () =>
  [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe('buttons in the portal theme', () => {
  it('draws no drop-shadow under primary, default or danger buttons', () => {
    render(
      <PortalProviders>
        <Button type="primary">New Order</Button>
        <Button>Export CSV</Button>
        <Button danger>Delete</Button>
      </PortalProviders>,
    );
    // antd 6 sets each variant's shadow as a CSS variable of the Button component.
    const shadows = [...css().matchAll(/--ant-button-(primary|default|danger)-shadow:([^;}]*)/g)];
    expect(shadows.map((m) => m[1]).sort()).toEqual(['danger', 'default', 'primary']);
    for (const [, variant, value] of shadows)
      expect([variant, value.trim()]).toEqual([variant, 'none']);
  });
});
