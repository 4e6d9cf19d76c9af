import { toProfileRow, toSalesRep, type SalesRep } from '../src/api/resources';
import { fixRep, GENERAL_CONTACTS, groupReps } from '../src/rules/contacts';
import { splitProfile } from '../src/rules/profile';

const rep = (name: string, territory: string, extra: Partial<SalesRep> = {}): SalesRep => ({
  id: name,
  name,
  title: 'Territory Manager',
  phone: '555',
  email: `${name}@x.example.com`,
  territoryId: territory,
  territory,
  ...extra,
});

const REPS = [
  rep('Zed', 'Midwest'),
  rep('Dana', 'Midwest'),
  rep('Luis', 'Great Plains'),
  rep('Priya Shah', 'Eastern Canada', { title: 'Error', phone: 'Error' }),
];

describe('contacts (spec 001 §2)', () => {
  it('groups by territory, groups and reps in name order, without a selected territory', () => {
    expect(groupReps(REPS, null).map((g) => [g.territory, g.reps.map((r) => r.name)])).toEqual([
      ['Eastern Canada', ['Priya Shah']],
      ['Great Plains', ['Luis']],
      ['Midwest', ['Dana', 'Zed']],
    ]);
  });

  it('keeps only the selected territory, by id or description, any case', () => {
    expect(groupReps(REPS, 'midwest').map((g) => g.territory)).toEqual(['Midwest']);
    const byId = [rep('Ann', 'T9', { territory: 'Ninth' })];
    expect(groupReps(byId, 'T9')[0].territory).toBe('Ninth');
    expect(groupReps(REPS, 'Nowhere')).toEqual([]);
  });

  it("overrides the rep's title and phone only while the server reads 'Error'", () => {
    const [g] = groupReps(REPS, 'Eastern Canada');
    expect(g.reps[0]).toMatchObject({ title: 'Territory Manager', phone: '(519) 555-0145' });
    const fixed = fixRep(
      rep('Priya Shah', 'Eastern Canada', { title: 'Sales Lead', phone: 'error' }),
    );
    expect(fixed).toMatchObject({ title: 'Sales Lead', phone: '(519) 555-0145' });
  });

  it("shows any other rep's 'Error' field as empty", () => {
    expect(fixRep(rep('Other', 'X', { title: 'Error', email: 'Error' }))).toMatchObject({
      title: '',
      email: '',
      phone: '555',
    });
  });

  it('maps the wire names once', () => {
    expect(
      toSalesRep({
        salesRepId: 'R1',
        salesRepDescr: ' Dana ',
        repTitle: null,
        repPhone: '1',
        emailAddr: 'd@x',
        territoryId: 'MW',
        territoryDescr: '',
      }),
    ).toEqual({
      id: 'R1',
      name: 'Dana',
      title: '',
      phone: '1',
      email: 'd@x',
      territoryId: 'MW',
      territory: 'MW',
    });
    expect(GENERAL_CONTACTS.length).toBeGreaterThan(0);
  });
});

describe('profile (spec 001 §2)', () => {
  const row = (addrTypeC: string, deptX: string) =>
    toProfileRow({
      tpNameX: 'D1001',
      addrX: null,
      locationX: null,
      deptX,
      contactNameX: 'C',
      titleX: null,
      phoneX: null,
      emailAddressX: null,
      addrTypeC,
    });

  it('addrTypeC tells the main office from department contacts', () => {
    const p = splitProfile([
      row('DEPT', 'Sales'),
      row('MAIN', 'Main Office'),
      row('DEPT', 'Parts'),
    ]);
    expect(p.mainOffices.map((r) => r.department)).toEqual(['Main Office']);
    expect(p.departments.map((r) => r.department)).toEqual(['Sales', 'Parts']);
    expect(splitProfile([])).toEqual({ mainOffices: [], departments: [] });
  });
});
