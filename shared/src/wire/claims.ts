/** Service warranty call on the wire (requirements 000 §3): the contract's type, no code. */
export type { ClaimWire } from '../contract/claims';
