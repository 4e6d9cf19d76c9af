import { Type, type Static } from 'typebox';
import { exact, Nullable } from './common';

const Text = Nullable(Type.String());

/** Service warranty call on the wire (requirements 000 §3). */
export const ClaimWire = Type.Object(
  {
    calL_NO_X: Type.String(),
    call_d: Text,
    product_sn: Text,
    tp_name_x: Text,
    calL_TYPE_X: Text,
    complaint_c: Text,
    call_status: Text,
    current_status: Text,
    limited_warranty_status: Text,
    powertrain_warranty_status: Text,
  },
  exact,
);
export type ClaimWire = Static<typeof ClaimWire>;
