// Async boundary, as in every portal app: shared modules are negotiated before the page runs.
import('./bootstrap');
