// Name, dev port, title and exposed modules come from shared/areas.json (docs/adding-an-area.md).
const { createAreaConfig } = require('@portal/shared/webpack');

module.exports = createAreaConfig(__dirname);
