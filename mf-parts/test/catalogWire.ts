import type {
  AvailabilityWire,
  DiagramWire,
  PartHitWire,
  PartWire,
} from '@portal/shared/contract/partsCatalog';

// The catalogue's answers as the API sends them (the network checks each against the contract).

export const alberta = (
  onHand: number,
  patch: Partial<AvailabilityWire> = {},
): AvailabilityWire => ({
  warehouse: 'AB',
  warehouseName: 'Alberta',
  onHand,
  nextReceiptDate: null,
  nextReceiptQuantity: null,
  ...patch,
});

export const kansas = (
  onHand: number,
  patch: Partial<AvailabilityWire> = {},
): AvailabilityWire => ({
  ...alberta(onHand, patch),
  warehouse: 'KS',
  warehouseName: 'Kansas',
});

export const hitWire = (partNumber: string, patch: Partial<PartHitWire> = {}): PartHitWire => ({
  partNumber,
  description: 'Auger flighting, 14 in',
  unit: 'EA',
  packQuantity: 1,
  status: 'active',
  replaces: null,
  availability: [alberta(14), kansas(0)],
  currency: 'USD',
  listPrice: 150,
  netPrice: 112.5,
  ...patch,
});

export const partWire = (partNumber: string, patch: Partial<PartWire> = {}): PartWire => ({
  partNumber,
  description: 'Auger flighting, 14 in',
  unit: 'EA',
  packQuantity: 6,
  weightKg: 2.5,
  status: 'active',
  replaced: [],
  replacedBy: [],
  kitContents: [],
  inKits: [],
  currency: 'USD',
  listPrice: 150,
  netPrice: 112.5,
  priceEffectiveFrom: '2026-01-01',
  priceEffectiveTo: null,
  availability: [
    alberta(14),
    kansas(0, { nextReceiptDate: '2026-12-14', nextReceiptQuantity: 20 }),
  ],
  whereUsed: [],
  ...patch,
});

/** A drawing of two callouts, as the seed draws them: a circle and its number in a group. */
export const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100">
<rect x="10" y="10" width="120" height="60" fill="none" stroke="#000"/>
<g data-callout="1"><circle cx="150" cy="20" r="9" fill="#fff" stroke="#000"/><text x="150" y="24">1</text></g>
<g data-callout="2" onclick="alert(1)"><circle cx="150" cy="60" r="9" fill="#fff" stroke="#000"/><text x="150" y="64">2</text></g>
<script>alert('x')</script>
<a href="javascript:alert(2)"><text x="5" y="95">link</text></a>
</svg>`;

export const diagramWire = (patch: Partial<DiagramWire> = {}): DiagramWire => ({
  diagramId: 7,
  model: 'FM-420',
  assemblyCode: 'A03',
  title: 'Auger drive',
  svg: DRAWING,
  callouts: [
    {
      callout: 1,
      partNumber: 'P-100',
      description: 'Drive sprocket',
      status: 'active',
      quantity: 1,
    },
    {
      callout: 2,
      partNumber: 'P-200',
      description: 'Roller chain',
      status: 'active',
      quantity: 2,
    },
  ],
  ...patch,
});
