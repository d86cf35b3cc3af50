/** A seeded PRNG and the word lists the demo ERP's rows are made of (an outdoor retailer's ERP). */

export type Random = {
  /** In [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
};

/** mulberry32: small, fast, and the same rows on every machine for the same seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(list: readonly T[]) => list[int(0, list.length - 1)] as T,
    chance: (p: number) => next() < p,
  };
}

/** Categories: code, description, nouns of its items, price range in EUR, weight range in kg, unit. */
export const categories = [
  {
    code: 'TENT',
    name: 'Tents and shelters',
    nouns: ['Tent', 'Tarp', 'Bivy', 'Shelter'],
    price: [60, 650],
    weight: [0.8, 6],
  },
  {
    code: 'SLEEP',
    name: 'Sleeping bags and mats',
    nouns: ['Sleeping Bag', 'Sleeping Mat', 'Pillow', 'Liner'],
    price: [15, 420],
    weight: [0.2, 2.2],
  },
  {
    code: 'PACK',
    name: 'Backpacks',
    nouns: ['Backpack', 'Daypack', 'Hip Pack', 'Duffel'],
    price: [25, 320],
    weight: [0.3, 2.5],
  },
  {
    code: 'FOOTW',
    name: 'Footwear',
    nouns: ['Hiking Boot', 'Trail Shoe', 'Approach Shoe', 'Sandal'],
    price: [45, 290],
    weight: [0.6, 1.8],
    unit: 'PAI',
  },
  {
    code: 'JACK',
    name: 'Jackets',
    nouns: ['Rain Jacket', 'Down Jacket', 'Softshell', 'Fleece'],
    price: [40, 480],
    weight: [0.2, 1.1],
  },
  {
    code: 'TROUS',
    name: 'Trousers and shorts',
    nouns: ['Trekking Trousers', 'Shorts', 'Rain Trousers', 'Tights'],
    price: [25, 190],
    weight: [0.15, 0.7],
  },
  {
    code: 'CLIMB',
    name: 'Climbing equipment',
    nouns: ['Harness', 'Carabiner', 'Belay Device', 'Helmet', 'Quickdraw'],
    price: [8, 180],
    weight: [0.05, 0.5],
  },
  {
    code: 'ROPE',
    name: 'Ropes and slings',
    nouns: ['Dynamic Rope', 'Static Rope', 'Sling', 'Cord'],
    price: [0.8, 6],
    weight: [0.1, 4.5],
    unit: 'M',
  },
  {
    code: 'COOK',
    name: 'Camp kitchen',
    nouns: ['Stove', 'Pot Set', 'Mug', 'Spork', 'Gas Canister'],
    price: [3, 160],
    weight: [0.02, 1.2],
  },
  {
    code: 'LIGHT',
    name: 'Headlamps and lanterns',
    nouns: ['Headlamp', 'Lantern', 'Battery Pack'],
    price: [12, 130],
    weight: [0.05, 0.4],
  },
  {
    code: 'NAVI',
    name: 'Navigation',
    nouns: ['Compass', 'GPS Watch', 'Map Case', 'Altimeter'],
    price: [9, 540],
    weight: [0.03, 0.2],
  },
  {
    code: 'SNOW',
    name: 'Winter sports',
    nouns: ['Snowshoes', 'Crampons', 'Ice Axe', 'Avalanche Probe', 'Ski Skins'],
    price: [35, 410],
    weight: [0.3, 2],
  },
  {
    code: 'ACCES',
    name: 'Accessories',
    nouns: ['Water Bottle', 'Gaiters', 'Trekking Poles', 'Dry Bag', 'First Aid Kit'],
    price: [5, 95],
    weight: [0.05, 0.6],
  },
] as const satisfies readonly {
  code: string;
  name: string;
  nouns: readonly string[];
  price: readonly [number, number];
  weight: readonly [number, number];
  unit?: string;
}[];

export const itemAdjectives = [
  'Summit',
  'Ridge',
  'Glacier',
  'Alpine',
  'Trail',
  'Nordic',
  'Granite',
  'Cirrus',
  'Falcon',
  'Ember',
  'Tundra',
  'Aspen',
  'Basalt',
  'Comet',
  'Drift',
  'Fjord',
  'Horizon',
  'Lynx',
  'Pioneer',
  'Vertex',
] as const;
export const itemVariants = ['Pro', 'Lite', 'UL', 'XT', '2P', '3P', 'Kids', 'Women', 'Men', 'Expedition'] as const;
export const itemColours = ['Black', 'Olive', 'Red', 'Blue', 'Orange', 'Grey', 'Sand', 'Teal'] as const;
export const itemSizes = ['XS', 'S', 'M', 'L', 'XL', 'One size', '38', '40', '42', '44', '46'] as const;

/** Countries the customers are in: language (X3 codes), currency, cities with postcodes, phone prefix. */
type Country = { code: string; lan: string; cur: string; tel: string; cities: readonly (readonly [string, string])[] };
export const countries: readonly Country[] = [
  {
    code: 'DE',
    lan: 'GER',
    cur: 'EUR',
    tel: '+49',
    cities: [
      ['Munich', '80331'],
      ['Berlin', '10115'],
      ['Hamburg', '20095'],
      ['Freiburg', '79098'],
    ],
  },
  {
    code: 'AT',
    lan: 'GER',
    cur: 'EUR',
    tel: '+43',
    cities: [
      ['Innsbruck', '6020'],
      ['Vienna', '1010'],
      ['Salzburg', '5020'],
    ],
  },
  {
    code: 'CH',
    lan: 'GER',
    cur: 'EUR',
    tel: '+41',
    cities: [
      ['Zurich', '8001'],
      ['Bern', '3011'],
      ['Zermatt', '3920'],
    ],
  },
  {
    code: 'FR',
    lan: 'FRA',
    cur: 'EUR',
    tel: '+33',
    cities: [
      ['Chamonix', '74400'],
      ['Lyon', '69002'],
      ['Grenoble', '38000'],
      ['Paris', '75003'],
    ],
  },
  {
    code: 'IT',
    lan: 'ITA',
    cur: 'EUR',
    tel: '+39',
    cities: [
      ['Bolzano', '39100'],
      ['Turin', '10121'],
      ['Milan', '20121'],
    ],
  },
  {
    code: 'ES',
    lan: 'SPA',
    cur: 'EUR',
    tel: '+34',
    cities: [
      ['Barcelona', '08001'],
      ['Madrid', '28001'],
      ['Granada', '18001'],
    ],
  },
  {
    code: 'NL',
    lan: 'DUT',
    cur: 'EUR',
    tel: '+31',
    cities: [
      ['Amsterdam', '1011 AB'],
      ['Utrecht', '3511 LX'],
    ],
  },
  {
    code: 'IE',
    lan: 'ENG',
    cur: 'EUR',
    tel: '+353',
    cities: [
      ['Dublin', 'D02 X285'],
      ['Galway', 'H91 E2K3'],
    ],
  },
  {
    code: 'GB',
    lan: 'ENG',
    cur: 'GBP',
    tel: '+44',
    cities: [
      ['Keswick', 'CA12 5JD'],
      ['Edinburgh', 'EH1 1YZ'],
      ['London', 'SW1A 1AA'],
      ['Fort William', 'PH33 6AB'],
    ],
  },
  {
    code: 'US',
    lan: 'ENG',
    cur: 'USD',
    tel: '+1',
    cities: [
      ['Boulder', '80302'],
      ['Seattle', '98101'],
      ['Denver', '80202'],
      ['Salt Lake City', '84101'],
    ],
  },
];

export const companyWords = [
  'Bergsport',
  'Peak',
  'Outdoor',
  'Mountain',
  'Wild',
  'Base Camp',
  'Valley',
  'Höhen',
  'Cime',
  'Montaña',
  'Highland',
  'Snowline',
  'Timberline',
  'Gipfel',
  'Trek',
  'Rock',
  'Crag',
  'Pine',
  'River',
  'Lakeside',
] as const;
export const companyKinds = [
  'Sports',
  'Outfitters',
  'Supply',
  'Adventures',
  'Gear',
  'Store',
  'Equipment',
  'Shop',
] as const;
export const companyForms: Record<string, readonly string[]> = {
  DE: ['GmbH', 'KG', 'AG'],
  AT: ['GmbH', 'OG'],
  CH: ['AG', 'GmbH'],
  FR: ['SARL', 'SAS'],
  IT: ['S.r.l.', 'S.p.A.'],
  ES: ['S.L.', 'S.A.'],
  NL: ['B.V.'],
  IE: ['Ltd'],
  GB: ['Ltd', 'LLP'],
  US: ['Inc.', 'LLC'],
};
export const streets = [
  'Main Street',
  'Station Road',
  'Hauptstraße',
  'Rue du Lac',
  'Via Roma',
  'Calle Mayor',
  'Market Square',
  'Bahnhofstrasse',
  'Avenue des Alpes',
  'High Street',
  'Kerkstraat',
  'Mill Lane',
  'Canyon Road',
] as const;
export const addressExtras = ['Unit 4', 'Building B', 'Suite 200', '2nd floor', 'c/o Warehouse', 'Gate 3'] as const;
