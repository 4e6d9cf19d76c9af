// Requirements 001 §2 and §9: the PDI's tick-box checklists, one per group, with exactly these counts:
// fluids 11, electrical 4, tiresWheels 4, augers 5, conveyor 10, tub 2, trucksHydro 6,
// trucksGen3 8. The item texts are written for the technician doing the inspection, using the
// spec's hints (pumps 150-400 psi; augers 1-3 RPM at idle).

import { CHECKLIST_GROUPS, type ChecklistGroup } from '@portal/shared/forms/checklists';

export {
  CHECKLIST_GROUPS,
  CHECKLIST_TITLES,
  REQUIRED_CHECKLISTS,
  isComplete,
  type ChecklistGroup,
} from '@portal/shared/forms/checklists';

/** The items a technician ticks, in the order they walk round the machine. */
export const CHECKLIST_ITEMS: Record<ChecklistGroup, readonly string[]> = {
  fluids: [
    'Main gearbox oil at the correct level',
    'Planetary gearbox oil at the correct level',
    'Conveyor gearbox oil at the correct level',
    'Hydraulic reservoir filled to the sight-glass mark',
    'Hydraulic pump pressure reads 150-400 psi',
    'Hydraulic hoses and fittings free of leaks',
    'Gearbox breathers installed and clear',
    'All grease fittings lubricated',
    'PTO driveline greased and shields in place',
    'Drive chains lubricated and tensioned',
    'No oil or grease leaking at seals after run-in',
  ],
  electrical: [
    'Lights and reflectors working',
    'Scale indicator powers on and zeroes',
    'Load cells and junction box connected, cables secured',
    'Wiring harness routed clear of moving parts',
  ],
  tiresWheels: [
    'Tires inflated to the rated pressure',
    'Wheel nuts torqued to specification',
    'Hub bearings greased with no end play',
    'Tires and rims free of damage',
  ],
  augers: [
    'Augers turn freely without rubbing the tub',
    'Auger speed 1-3 RPM at idle',
    'Knives installed, sharp and tightened',
    'Flighting and kicker plates undamaged',
    'Auger drive shear bolts or torque limiter correct',
  ],
  conveyor: [
    'Conveyor chain tension correct',
    'Conveyor slats straight and secure',
    'Conveyor belt tracks in the centre',
    'Discharge door opens and closes fully',
    'Door cylinder and hoses free of leaks',
    'Conveyor runs in both directions',
    'Magnet installed (if equipped)',
    'Conveyor height and tilt adjustment works',
    'Conveyor drive motor and gearbox secure',
    'Discharge extension secure',
  ],
  tub: ['Tub free of debris, tools and packing', 'Restrictor plates and baffles set and secure'],
  trucksHydro: [
    'Hydrostatic pump and motor free of leaks',
    'Hydrostatic charge pressure to specification',
    'Hydraulic oil cooler fan runs',
    'Control valve operates every function',
    'Hydrostatic oil filter fitted, indicator in the green',
    'Emergency stop halts every function',
  ],
  trucksGen3: [
    'Gen 3 controller starts without fault codes',
    'Display shows the current software version',
    'Joystick and switch functions verified',
    'Auger speed control responds',
    'Conveyor speed control responds',
    'Sensors calibrated',
    'Operator presence and safety interlocks work',
    'Stored diagnostic codes cleared',
  ],
};

export type Checklists = Record<ChecklistGroup, boolean[]>;

/** Every group with nothing ticked. */
export function emptyChecklists(): Checklists {
  const out = {} as Checklists;
  for (const g of CHECKLIST_GROUPS) out[g] = CHECKLIST_ITEMS[g].map(() => false);
  return out;
}
