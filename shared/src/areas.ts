/** The federated areas: federation name, package folder, dev port. The shell loads `<name>/lifecycles`. */
export const AREAS = {
  wholegoods: { folder: 'mf-wholegoods', devPort: 3001, title: 'Wholegoods' },
  parts: { folder: 'mf-parts', devPort: 3002, title: 'Parts' },
  service: { folder: 'mf-service', devPort: 3003, title: 'Service' },
  finance: { folder: 'mf-finance', devPort: 3004, title: 'Finance' },
  rewards: { folder: 'mf-rewards', devPort: 3005, title: 'Dealer Rewards' },
  resources: { folder: 'mf-resources', devPort: 3006, title: 'Resources' },
  admin: { folder: 'mf-admin', devPort: 3007, title: 'Admin' },
  forms: { folder: 'mf-forms', devPort: 3008, title: 'Forms' },
} as const;

export type AreaName = keyof typeof AREAS;
export const AREA_NAMES = Object.keys(AREAS) as AreaName[];
