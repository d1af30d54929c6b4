import type { SelectOption, Status } from '../../ui';

export const services: SelectOption[] = [
  { value: 'psa', label: 'PSA' },
  { value: 'cgc', label: 'CGC' },
  { value: 'bgs', label: 'BGS' },
  { value: 'sgc', label: 'SGC' },
  { value: 'consignment', label: 'Consignment only', disabled: true },
];

const stateNames = (
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|' +
  'Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|' +
  'Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|' +
  'New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|' +
  'Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|' +
  'West Virginia|Wisconsin|Wyoming'
).split('|');
export const states: SelectOption[] = stateNames.map((name) => ({
  value: name.toLowerCase().replace(/\s+/g, '-'),
  label: name,
}));

export const customers: SelectOption[] = (
  'Ada Lovelace|Grace Hopper|Alan Turing|Katherine Johnson|Margaret Hamilton|' +
  'Dennis Ritchie|Barbara Liskov|Ken Thompson|Frances Allen|Edsger Dijkstra'
)
  .split('|')
  .map((name, index) => ({ value: `c${index + 1}`, label: name }));

export interface SubmissionRow {
  id: string;
  number: string;
  customer: string;
  service: string;
  cards: number;
  status: Status;
}

const statusCycle: Status[] = ['pending', 'in-progress', 'completed', 'cancelled', 'on-hold', 'failed'];

export const submissions: SubmissionRow[] = Array.from({ length: 23 }, (_, index) => ({
  id: `s${index + 1}`,
  number: `SUB-${String(1040 + index)}`,
  customer: customers[index % customers.length]?.label ?? '',
  service: services[index % 4]?.label ?? '',
  cards: ((index * 7) % 40) + 1,
  status: statusCycle[index % statusCycle.length] ?? 'pending',
}));
