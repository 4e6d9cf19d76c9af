// jsdom lacks what react-router 7 and antd need (ARCHITECTURE.md, 'Verified on this machine').
const { TextEncoder, TextDecoder } = require('node:util');
require('@testing-library/jest-dom');

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// antd measures scrollbars with a pseudo-element argument jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt) => computedStyle(elt);
