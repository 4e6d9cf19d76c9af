import { kitReady } from '@portal/shared/kit';

/**
 * Starts loading the kit's later part (decision 0065) when the user shows where they are going: a
 * pointer over the sidebar or a summary card (a touch too), or focus on one of their links or the
 * top search. /home paints without that part; the first area opened from it then finds it loaded
 * or on its way instead of fetching it after the click. A failure here is left to the area loader,
 * which asks for it again and reports it.
 */
export const warmKit = () => void kitReady().catch(() => undefined);
