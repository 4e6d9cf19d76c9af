import type { RawRecord } from '../../import/rows';
import type { DealerSeed } from '../catalog';

/** A dealer's profile: its main office and three departments, with their contacts. */
export function profileRows(d: DealerSeed): RawRecord[] {
  const profile = [
    {
      dealerId: d.id,
      address: `${100 + d.id} Main Street`,
      location: `${d.territory}`,
      department: 'Main Office',
      contactName: 'Front Desk',
      title: 'Reception',
      phone: '(555) 010-' + String(d.id).slice(-4),
      email: `office@${d.code.toLowerCase()}.example.com`,
      addrType: 'MAIN',
    },
    {
      dealerId: d.id,
      address: null,
      location: null,
      department: 'Sales',
      contactName: 'Chris Field',
      title: 'Sales Manager',
      phone: '(555) 011-' + String(d.id).slice(-4),
      email: `sales@${d.code.toLowerCase()}.example.com`,
      addrType: 'DEPT',
    },
    {
      dealerId: d.id,
      address: null,
      location: null,
      department: 'Parts',
      contactName: 'Pat Lane',
      title: 'Parts Manager',
      phone: '(555) 012-' + String(d.id).slice(-4),
      email: `parts@${d.code.toLowerCase()}.example.com`,
      addrType: 'DEPT',
    },
    {
      dealerId: d.id,
      address: null,
      location: null,
      department: 'Service',
      contactName: 'Sam Ridge',
      title: 'Service Manager',
      phone: '(555) 013-' + String(d.id).slice(-4),
      email: `service@${d.code.toLowerCase()}.example.com`,
      addrType: 'DEPT',
    },
  ];
  return profile.map((p) => ({
    tradingPartnerId: p.dealerId,
    addrTypeC: p.addrType,
    deptX: p.department,
    addrX: p.address,
    locationX: p.location,
    contactNameX: p.contactName,
    titleX: p.title,
    phoneX: p.phone,
    emailAddressX: p.email,
  }));
}
