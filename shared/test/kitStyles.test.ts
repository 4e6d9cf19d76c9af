/** @jest-environment node */
// docs/decisions/0067-antd-styles-at-build-time.md: the kit's two stylesheets, cut from antd's
// zero-runtime CSS, hold the components each part can render and nothing twice.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { kitStyles, splitCss } = require('../webpack/kitStyles.cjs') as {
  kitStyles: () => Record<'eager' | 'later', { file: string; css: string }>;
  splitCss: (
    css: string,
    eager: Set<string>,
    later: Set<string>,
  ) => Record<'eager' | 'later', string>;
};

const styles = kitStyles();
/** Whether a rule of the part starts with the class: the component's own rules (a rule of Input
 * may name a Select inside an input group, and stays with Input). */
const has = (part: 'eager' | 'later', cls: string) =>
  new RegExp(`(^|[}{\\n])${cls.replace(/[.-]/g, '\\$&')}[{:,\\s.\\[>]`).test(styles[part].css);

test('the eager sheet styles the layout and the home page; lists and forms are later', () => {
  for (const s of ['.ant-layout', '.ant-menu', '.ant-btn', '.ant-card', '.ant-input', '.anticon'])
    expect(has('eager', s)).toBe(true);
  for (const s of [
    '.ant-table-wrapper',
    '.ant-select',
    '.ant-form-item',
    '.ant-pagination',
    '.ant-tag',
  ]) {
    expect(has('eager', s)).toBe(false);
    expect(has('later', s)).toBe(true);
  }
});

test('a component the kit never renders is in neither sheet', () => {
  for (const s of ['.ant-carousel', '.ant-tour', '.ant-transfer', '.ant-picker'])
    expect(has('eager', s) || has('later', s)).toBe(false);
});

test('the sheets are named by their content', () => {
  expect(styles.eager.file).toMatch(/^kit-eager\.[0-9a-f]{8}\.css$/);
  expect(styles.later.file).toMatch(/^kit-later\.[0-9a-f]{8}\.css$/);
  expect(kitStyles().eager.file).toBe(styles.eager.file);
});

test('media queries are split by their rules, keyframes follow the animations that name them', () => {
  const css = [
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '@keyframes unused{to{opacity:0}}',
    '.ant-btn{color:red}',
    '.ant-table{animation-name:spin}',
    '@media (max-width:575px){.ant-btn{margin:0}.ant-table{margin:0}.ant-tour{margin:0}}',
    '.css-var-x{--ant-blue:#1677FF}',
    'a{color:var(--ant-color-link)}',
  ].join('');
  const out = splitCss(css, new Set(['btn']), new Set(['table']));
  expect(out.eager).toBe(
    '.ant-btn{color:red}\n@media (max-width:575px){.ant-btn{margin:0}}\na{color:var(--ant-color-link)}',
  );
  expect(out.later).toBe(
    '@keyframes spin{to{transform:rotate(1turn)}}\n.ant-table{animation-name:spin}\n@media (max-width:575px){.ant-table{margin:0}}',
  );
});
