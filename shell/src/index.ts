// Async boundary: shared modules (react, the portal store) are negotiated before any app code runs.
import('./bootstrap');
