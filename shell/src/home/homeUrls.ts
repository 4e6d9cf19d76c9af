// /home's reads by address, apart from the query cache: the shell starts them before TanStack
// Query has loaded (app/firstPage.ts), and the page's queries name the same addresses.

export const summaryUrl = (dealerId: number) => `/summary/${dealerId}`;
export const NOTICES_URL = '/notifications';
/** The rewards panel's read, as the rewards area names it (mf-rewards, src/api/rewardsQueries.ts:
 * `rewardsQuery`); should the area change its address, its read is only asked twice. */
export const rewardsUrl = (dealerId: number) => `/rewards_fast/${dealerId}`;
