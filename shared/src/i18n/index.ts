export * from './language';
export * from './resource';
export * from './catalog';
export * from './format';
export { messageRuntime } from './runtime';
export { sharedT, useSharedT } from './shared';
