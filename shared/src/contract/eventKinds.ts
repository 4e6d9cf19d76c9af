/**
 * What the manufacturer's systems are told (docs/integration.md): one event per submission. A
 * kind's `data` keeps its shape within a version; a change that would break a reader is a new
 * version. Apart from the contract's schemas so that a screen listing the kinds (the Webhooks
 * screen) does not bring TypeBox into its area's bundle.
 */
export const EVENT_KINDS = [
  'warranty-claim.submitted',
  'registration.submitted',
  'pdi.submitted',
  'support-request.submitted',
  'parts-order.placed',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
