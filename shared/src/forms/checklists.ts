// Requirements 001 §5 and §9: the PDI's inspection checklists, their item counts and which must be
// complete. Read by the forms area and by the API.

/** Requirements 001 §9: the PDI checklist groups and their item counts, in the form's order. */
export const CHECKLIST_COUNTS = {
  fluids: 11,
  electrical: 4,
  tiresWheels: 4,
  augers: 5,
  conveyor: 10,
  tub: 2,
  trucksHydro: 6,
  trucksGen3: 8,
} as const;
export type ChecklistGroup = keyof typeof CHECKLIST_COUNTS;
export const CHECKLIST_GROUPS = Object.keys(CHECKLIST_COUNTS) as ChecklistGroup[];

export const CHECKLIST_TITLES: Record<ChecklistGroup, string> = {
  fluids: 'Fluids and lubrication',
  electrical: 'Electrical and scale',
  tiresWheels: 'Tires and wheels',
  augers: 'Augers',
  conveyor: 'Conveyor and discharge',
  tub: 'Tub',
  trucksHydro: 'Trucks: hydrostatic drive (if equipped)',
  trucksGen3: 'Trucks: Gen 3 controls (if equipped)',
};

/** Requirements 001 §5: every group but trucksHydro and trucksGen3 must be fully ticked. */
export const REQUIRED_CHECKLISTS: readonly ChecklistGroup[] = CHECKLIST_GROUPS.filter(
  (g) => g !== 'trucksHydro' && g !== 'trucksGen3',
);

/** A group is complete when it has exactly its count of ticks, all ticked. */
export const isComplete = (ticks: unknown, group: ChecklistGroup) =>
  Array.isArray(ticks) &&
  ticks.length === CHECKLIST_COUNTS[group] &&
  ticks.every((t) => t === true);
