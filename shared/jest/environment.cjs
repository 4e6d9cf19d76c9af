// The component tests' DOM: jsdom with Node's fetch, streams, Blob and FormData, and Node's module
// resolution (jest-fixed-jsdom), which MSW's network boundary needs (shared/jest/network.ts).
// Also Node's File: jsdom's is not a Blob to Node's FormData, which then refuses it where a
// browser's FormData takes a picked file.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class PortalDomEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.File = File;
  }
}

module.exports = PortalDomEnvironment;
