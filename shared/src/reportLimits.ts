/** The caps of a real-user report batch: the API's schema and the browser's queue
 * share them. A plain module, so the browser gets the figures without TypeBox. */
export const REPORT_LIMITS = { batch: 50, message: 300, route: 200 } as const;
