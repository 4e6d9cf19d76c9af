// What the demo data is made of: dealers, people, machines and parts a dealer would recognise.

export interface DealerSeed {
  id: number;
  code: string;
  companyName: string;
  division: string;
  territory: string;
  currency: string;
  /** Rows per table: 0 for the dealer with no data. */
  volume: number;
  points: number;
}

export const DEALERS: DealerSeed[] = [
  { id: 1001, code: 'D1001', companyName: 'Prairie Feed Equipment', division: 'United States', territory: 'Midwest', currency: 'USD', volume: 1, points: 49 },
  { id: 1002, code: 'D1002', companyName: 'Heartland Ag Supply', division: 'United States', territory: 'Great Plains', currency: 'USD', volume: 1, points: 100 },
  { id: 1003, code: 'D1003', companyName: 'Big Sky Mixer Center', division: 'United States', territory: 'Mountain', currency: 'USD', volume: 50, points: 260 },
  { id: 1004, code: 'D1004', companyName: 'Alberta Ranch Supply', division: 'Canada', territory: 'Western Canada', currency: 'CDN', volume: 1, points: 150 },
  { id: 1005, code: 'D1005', companyName: 'Global Feed Systems', division: 'Offshore', territory: 'International', currency: 'USD', volume: 1, points: 0 },
  { id: 1006, code: 'D1006', companyName: 'New Horizon Dealer', division: 'United States', territory: 'Southeast', currency: 'USD', volume: 0, points: 0 },
  { id: 1007, code: 'D1007', companyName: 'Valley Dairy Equipment', division: 'United States', territory: 'Northeast', currency: 'USD', volume: 1, points: 1 },
  { id: 1008, code: 'D1008', companyName: 'Ontario Farm Machinery', division: 'Canada', territory: 'Eastern Canada', currency: 'CDN', volume: 1, points: 50 },
  { id: 1009, code: 'D1009', companyName: 'Cattle Country Implement', division: 'United States', territory: 'Great Plains', currency: 'USD', volume: 1, points: 99 },
  { id: 1010, code: 'D1010', companyName: 'Lone Star Feeders', division: 'United States', territory: 'Southwest', currency: 'USD', volume: 1, points: 149 },
  { id: 1011, code: 'D1011', companyName: 'Dakota Ag Solutions', division: 'United States', territory: 'Midwest', currency: 'USD', volume: 1, points: 199 },
  { id: 1012, code: 'D1012', companyName: 'Golden West Mixers', division: 'United States', territory: 'West', currency: 'USD', volume: 1, points: 200 },
];

export interface UserSeed {
  key: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  title: string;
  department: string;
  role: string;
  dealerId: number | null;
  requirePasswordChange?: boolean;
  note?: string;
}

export const USERS: UserSeed[] = [
  { key: 'admin', email: 'admin@portal.test', password: 'Admin#2026', firstName: 'Ada', lastName: 'Admin', title: 'Portal Administrator', department: 'IT', role: 'ApplicationAdmin', dealerId: null },
  { key: 'sales', email: 'sales@portal.test', password: 'Sales#2026', firstName: 'Sam', lastName: 'Seller', title: 'Territory Manager', department: 'Sales', role: 'SupremeSales', dealerId: null },
  { key: 'buyer', email: 'buyer@portal.test', password: 'Buyer#2026', firstName: 'Bea', lastName: 'Buyer', title: 'Owner', department: 'Management', role: 'DealerBuyer', dealerId: 1001, note: 'Prairie Feed Equipment (D1001)' },
  { key: 'viewer', email: 'viewer@portal.test', password: 'Viewer#2026', firstName: 'Vic', lastName: 'Viewer', title: 'Service Writer', department: 'Service', role: 'DealerViewer', dealerId: 1001, note: 'Prairie Feed Equipment (D1001)' },
  { key: 'buyer2', email: 'buyer2@portal.test', password: 'Buyer#2026', firstName: 'Hal', lastName: 'Heartland', title: 'Parts Manager', department: 'Parts', role: 'DealerBuyer', dealerId: 1002, note: 'Heartland Ag Supply (D1002)' },
  { key: 'big', email: 'bigdealer@portal.test', password: 'Buyer#2026', firstName: 'Bo', lastName: 'Bigsby', title: 'General Manager', department: 'Management', role: 'DealerBuyer', dealerId: 1003, note: 'large dealer, thousands of rows (D1003)' },
  { key: 'canada', email: 'canada@portal.test', password: 'Canada#2026', firstName: 'Claire', lastName: 'Tremblay', title: 'Owner', department: 'Management', role: 'DealerBuyer', dealerId: 1004, note: 'Canadian dealer, currency CDN (D1004)' },
  { key: 'offshore', email: 'offshore@portal.test', password: 'Offshore#2026', firstName: 'Omar', lastName: 'Osei', title: 'Importer', department: 'Sales', role: 'DealerBuyer', dealerId: 1005, note: 'division Offshore: no rewards (D1005)' },
  { key: 'empty', email: 'empty@portal.test', password: 'Empty#2026', firstName: 'Eve', lastName: 'Empty', title: 'Owner', department: 'Management', role: 'DealerBuyer', dealerId: 1006, note: 'dealer with no data (D1006)' },
  { key: 'mustchange', email: 'newuser@portal.test', password: 'Welcome#2026', firstName: 'Nia', lastName: 'Newman', title: 'Sales', department: 'Sales', role: 'DealerViewer', dealerId: 1002, requirePasswordChange: true, note: 'must change password at first sign-in' },
];

export const MODELS = [
  'Supreme 300', 'Supreme 400', 'Supreme 500', 'Supreme 600', 'Supreme 700', 'Supreme 900', 'Supreme 1200', 'Supreme 1600', 'Supreme 1900TR',
  'Segue 3S', 'Segue 4S', 'Segue 5T', 'Segue 7T', 'Segue 9T',
  'Supreme 700T Truck Hydrostatic', 'Supreme 900T Truck Mechanical', 'Supreme 1200T Truck Hybrid',
  'Supreme 1200 Stationary', 'Supreme 1600 Stationary', "24' Delivery Box",
];

export const PARTS: [string, string][] = [
  ['SP-10021', 'Auger knife, serrated'],
  ['SP-10044', 'Auger flighting segment'],
  ['SP-20310', 'Planetary seal kit'],
  ['SP-20355', 'Gearbox oil, 5 gal'],
  ['SP-30112', 'Scale indicator cable'],
  ['SP-30140', 'Load cell, 10k'],
  ['SP-40018', 'Conveyor chain link'],
  ['SP-40090', 'Conveyor belt, 36 in'],
  ['SP-50201', 'Hydraulic hose, 3/4 x 48'],
  ['SP-50233', 'Hydraulic pump seal'],
  ['SP-60005', 'Tire, 445/65R22.5'],
  ['SP-70077', 'Door cylinder'],
  ['SP-80012', 'Kicker plate'],
  ['SP-90150', 'Safety decal set'],
];

export const SALES_STAFF = [
  { salesRepId: 'R01', salesRepDescr: 'Dana Miller', repTitle: 'Territory Manager', repPhone: '(316) 555-0141', emailAddr: 'dana.miller@supreme-dealers.example.com', territoryId: 'Midwest', territoryDescr: 'Midwest' },
  { salesRepId: 'R02', salesRepDescr: 'Luis Ortega', repTitle: 'Territory Manager', repPhone: '(316) 555-0142', emailAddr: 'luis.ortega@supreme-dealers.example.com', territoryId: 'Great Plains', territoryDescr: 'Great Plains' },
  { salesRepId: 'R03', salesRepDescr: 'Grace Kim', repTitle: 'Regional Sales Manager', repPhone: '(406) 555-0143', emailAddr: 'grace.kim@supreme-dealers.example.com', territoryId: 'Mountain', territoryDescr: 'Mountain' },
  { salesRepId: 'R04', salesRepDescr: 'Marc Gagnon', repTitle: 'Territory Manager', repPhone: '(403) 555-0144', emailAddr: 'marc.gagnon@supreme-dealers.example.com', territoryId: 'Western Canada', territoryDescr: 'Western Canada' },
  { salesRepId: 'R05', salesRepDescr: 'Priya Shah', repTitle: 'Error', repPhone: 'Error', emailAddr: 'priya.shah@supreme-dealers.example.com', territoryId: 'Eastern Canada', territoryDescr: 'Eastern Canada' },
  { salesRepId: 'R06', salesRepDescr: 'Tomas Berg', repTitle: 'International Sales Manager', repPhone: '+1 (316) 555-0146', emailAddr: 'tomas.berg@supreme-dealers.example.com', territoryId: 'International', territoryDescr: 'International' },
  { salesRepId: 'R07', salesRepDescr: 'Keisha Brown', repTitle: 'Territory Manager', repPhone: '(912) 555-0147', emailAddr: 'keisha.brown@supreme-dealers.example.com', territoryId: 'Southeast', territoryDescr: 'Southeast' },
  { salesRepId: 'R08', salesRepDescr: 'Ben Novak', repTitle: 'Territory Manager', repPhone: '(802) 555-0148', emailAddr: 'ben.novak@supreme-dealers.example.com', territoryId: 'Northeast', territoryDescr: 'Northeast' },
  { salesRepId: 'R09', salesRepDescr: 'Rosa Diaz', repTitle: 'Territory Manager', repPhone: '(512) 555-0149', emailAddr: 'rosa.diaz@supreme-dealers.example.com', territoryId: 'Southwest', territoryDescr: 'Southwest' },
  { salesRepId: 'R10', salesRepDescr: 'Owen Price', repTitle: 'Territory Manager', repPhone: '(559) 555-0150', emailAddr: 'owen.price@supreme-dealers.example.com', territoryId: 'West', territoryDescr: 'West' },
];

/** Document library: the spec's tabs (spec 001 §9) plus currency program guides and region
 * bulletins, named with the bulletin prefixes PA, SA, OSA, SE, AD, TE. */
export const DOCUMENTS: [string, string][] = [
  ['Resources', 'Dealer Handbook 2026.pdf'],
  ['Resources', 'Mixer Sizing Guide.pdf'],
  ['Resources', 'Feed Ration Basics.pdf'],
  ['Resources', 'PA-2026-01 Product Announcement.pdf'],
  ['Resources', 'TE-2026-02 Technical Bulletin Scales.pdf'],
  ['Advertising', 'AD-2026-01 Spring Campaign.pdf'],
  ['Advertising', 'AD-2026-02 Logo Pack.pdf'],
  ['Advertising', 'Print Ad Supreme 900.pdf'],
  ['Advertising', 'Trade Show Banner Kit.pdf'],
  ['Forms', 'PDI Checklist Form.pdf'],
  ['Forms', 'Warranty Claim Form.pdf'],
  ['Forms', 'Credit Application.pdf'],
  ['Forms', 'Parts Return Authorization.pdf'],
  ['Operator Manuals', 'Supreme 300-700 Operator Manual.pdf'],
  ['Operator Manuals', 'Supreme 900-1900TR Operator Manual.pdf'],
  ['Operator Manuals', 'Segue Series Operator Manual.pdf'],
  ['Operator Manuals', 'Truck Mount Operator Manual.pdf'],
  ['Operator Manuals', 'Stationary Mixer Operator Manual.pdf'],
  ['Danfoss Plus1 Programs', 'Plus1 Truck Controller v3.2.pdf'],
  ['Danfoss Plus1 Programs', 'Plus1 Display Setup.pdf'],
  ['Danfoss Plus1 Programs', 'SE-2026-03 Service Procedure Plus1.pdf'],
  ['Program Guide CAD', 'Dealer Program Guide 2025-2026 CAD.pdf'],
  ['Program Guide CAD', 'Price List CAD.pdf'],
  ['Program Guide USD', 'Dealer Program Guide 2025-2026 USD.pdf'],
  ['Program Guide USD', 'Price List USD.pdf'],
  ['Canada Bulletins', 'SA-2026-04 Canada Service Advisory.pdf'],
  ['Canada Bulletins', 'Canada Freight Update.pdf'],
  ['Offshore Bulletins', 'OSA-2026-01 Offshore Service Advisory.pdf'],
  ['Offshore Bulletins', 'Export Documentation Guide.pdf'],
  ['United States Bulletins', 'SA-2026-05 US Service Advisory.pdf'],
  ['United States Bulletins', 'US Freight Program.pdf'],
  ['United States Bulletins', 'SE-2026-06 Gearbox Service.pdf'],
];
