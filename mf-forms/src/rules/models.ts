// Requirements 001 §2 'Warranty Registration': "about 59 machine models: Supreme 300 to 1900TR, Segue 3S
// to 9T, truck-mount mechanical, hydrostatic and hybrid variants, stationary variants and 24'
// delivery boxes". Grouped so the picker reads like the price book.

export interface ModelGroup {
  label: string;
  models: readonly string[];
}

const supreme = (sizes: string[], suffix = '') => sizes.map((s) => `Supreme ${s}${suffix}`);

export const MODEL_GROUPS: readonly ModelGroup[] = [
  {
    label: 'Supreme pull-type',
    models: supreme([
      '300',
      '400',
      '500',
      '600',
      '700',
      '900',
      '700T',
      '800T',
      '900T',
      '1000T',
      '1200T',
      '1400T',
      '1600T',
      '1200TR',
      '1400TR',
      '1600TR',
      '1900TR',
    ]),
  },
  {
    label: 'Segue',
    models: ['3S', '4S', '5S', '6S', '3T', '4T', '5T', '6T', '7T', '9T'].map((s) => `Segue ${s}`),
  },
  {
    label: 'Truck-mount, mechanical',
    models: supreme(['500', '600', '700', '900', '700T', '900T'], ' Truck Mount Mechanical'),
  },
  {
    label: 'Truck-mount, hydrostatic',
    models: supreme(
      ['500', '600', '700', '900', '700T', '900T', '1200T'],
      ' Truck Mount Hydrostatic',
    ),
  },
  {
    label: 'Truck-mount, hybrid',
    models: supreme(['700T', '900T', '1200T', '1400T'], ' Truck Mount Hybrid'),
  },
  {
    label: 'Stationary',
    models: supreme(
      [
        '500',
        '700',
        '900',
        '700T',
        '900T',
        '1200T',
        '1400T',
        '1600T',
        '1200TR',
        '1600TR',
        '1900TR',
      ],
      ' Stationary',
    ),
  },
  {
    label: "24' delivery boxes",
    models: [
      "24' Delivery Box Truck Mount",
      "24' Delivery Box Trailer",
      "24' Delivery Box Hydraulic Drive",
      "24' Delivery Box Mechanical Drive",
    ],
  },
];

export const MODELS: readonly string[] = MODEL_GROUPS.flatMap((g) => g.models);
