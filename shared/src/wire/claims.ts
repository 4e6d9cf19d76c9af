/** Service warranty call on the wire (spec 000 §3). */
export interface ClaimWire {
  calL_NO_X: string;
  call_d: string | null;
  product_sn: string | null;
  tp_name_x: string | null;
  calL_TYPE_X: string | null;
  complaint_c: string | null;
  call_status: string | null;
  current_status: string | null;
  limited_warranty_status: string | null;
  powertrain_warranty_status: string | null;
}
