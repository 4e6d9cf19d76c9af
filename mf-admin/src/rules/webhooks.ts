/** The Webhooks screen's texts (decision 0141), in English: each goes through `t` where shown. */
export const WEBHOOK_TEXTS = {
  loadingEndpoints: 'Loading webhook endpoints...',
  noEndpoints: 'No webhook endpoints yet',
  endpointsFailed: 'Failed to load webhook endpoints',
  loadingDeliveries: 'Loading deliveries...',
  noDeliveries: 'No deliveries yet',
  noDeadLetters: 'No dead letters',
  deliveriesFailed: 'Failed to load deliveries',
  newEndpoint: 'New Endpoint',
  createFailed: 'Failed to register the endpoint',
  secretOnce:
    'Copy this secret now: it is shown only once. The receiver verifies each request with it (docs/integration.md).',
  rotated:
    'The previous secret still signs beside this one for a day: change it at the receiver before then.',
  rotateFailed: 'Failed to rotate the secret',
  changeFailed: 'Failed to change the endpoint',
  replayed: 'The delivery will be sent again now',
  replayFailed: 'Failed to replay the delivery',
} as const;
