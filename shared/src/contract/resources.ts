import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

const Text = Nullable(Type.String());

/** Sales staff on the wire (requirements 001 §3). */
export const SalesRepWire = Type.Object(
  {
    salesRepId: Type.String(),
    salesRepDescr: Type.String(),
    repTitle: Text,
    repPhone: Text,
    emailAddr: Text,
    territoryId: Type.String(),
    territoryDescr: Type.String(),
  },
  exact,
);
export type SalesRepWire = Static<typeof SalesRepWire>;

/** Dealer profile row on the wire (requirements 001 §3). */
export const ProfileRowWire = Type.Object(
  {
    tpNameX: Type.String(),
    addrX: Text,
    locationX: Text,
    deptX: Text,
    contactNameX: Text,
    titleX: Text,
    phoneX: Text,
    emailAddressX: Text,
    addrTypeC: Type.String({ description: 'MAIN or DEPT' }),
  },
  exact,
);
export type ProfileRowWire = Static<typeof ProfileRowWire>;

/** One user's record within a dealer (the same record user management sends, less two fields). */
export { ProfileUserWire } from './users';

/** A document of the library (requirements 001 §2). */
export const LibraryDocWire = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    path: Type.String(),
    lastModified: Type.String({ description: 'ISO 8601 date and time' }),
  },
  exact,
);
export type LibraryDocWire = Static<typeof LibraryDocWire>;

/** The document library: its documents by category. */
export const LibraryWire = Type.Record(Type.String(), Type.Array(LibraryDocWire));
export type LibraryWire = Static<typeof LibraryWire>;

/** Where a generated file is: read it with GET /api/blob/{path}. */
export const FilePathAnswer = Type.Object({ path: Type.String() }, exact);

/** A signed link to a file, good until expiresAt. */
export const BlobLinkAnswer = Type.Object(
  {
    url: Type.String(),
    expiresAt: Type.String({ description: 'ISO 8601 date and time' }),
  },
  exact,
);
export type BlobLinkAnswer = Static<typeof BlobLinkAnswer>;

export const StatementRef = Type.Object({ name: Type.String() }, exact);
