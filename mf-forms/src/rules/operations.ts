// Requirements 001 §2 and §5: operation types and their own count fields; numeric operation inputs
// coerce to a number, default 0. The rules live in @portal/shared so the API applies them too.

export {
  COUNT_LABELS,
  OPERATION_LABELS,
  OPERATIONS,
  countFields,
  toCount,
  type CountField,
  type Operation,
} from '@portal/shared/forms/operations';
