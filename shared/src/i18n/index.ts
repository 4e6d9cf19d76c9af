export * from './language';
export * from './resource';
export * from './catalog';
export * from './format';
export { sharedT, useSharedT } from './shared';
