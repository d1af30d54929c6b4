import { US_STATES as STATE_CHOICES } from '../usStates';

/** Fixed word lists the generators draw from. */

/** A city per state code for sample addresses. */
const CITIES: Readonly<Record<string, string>> = {
  AL: 'Birmingham',
  AK: 'Anchorage',
  AZ: 'Phoenix',
  AR: 'Little Rock',
  CA: 'Los Angeles',
  CO: 'Denver',
  CT: 'Hartford',
  DE: 'Wilmington',
  DC: 'Washington',
  FL: 'Tampa',
  GA: 'Atlanta',
  HI: 'Honolulu',
  ID: 'Boise',
  IL: 'Chicago',
  IN: 'Indianapolis',
  IA: 'Des Moines',
  KS: 'Wichita',
  KY: 'Louisville',
  LA: 'New Orleans',
  ME: 'Portland',
  MD: 'Baltimore',
  MA: 'Boston',
  MI: 'Detroit',
  MN: 'Minneapolis',
  MS: 'Jackson',
  MO: 'St. Louis',
  MT: 'Billings',
  NE: 'Omaha',
  NV: 'Las Vegas',
  NH: 'Manchester',
  NJ: 'Newark',
  NM: 'Albuquerque',
  NY: 'Buffalo',
  NC: 'Charlotte',
  ND: 'Fargo',
  OH: 'Columbus',
  OK: 'Tulsa',
  OR: 'Portland',
  PA: 'Pittsburgh',
  RI: 'Providence',
  SC: 'Charleston',
  SD: 'Sioux Falls',
  TN: 'Nashville',
  TX: 'Austin',
  UT: 'Salt Lake City',
  VT: 'Burlington',
  VA: 'Richmond',
  WA: 'Seattle',
  WV: 'Charleston',
  WI: 'Milwaukee',
  WY: 'Cheyenne',
};

/** The customer form's 51 choices (the domain's list), each with a city used in sample addresses. */
export const US_STATES: readonly (readonly [code: string, name: string, city: string])[] = STATE_CHOICES.map(
  ({ code, name }) => [code, name, CITIES[code] ?? name] as const,
);

export const FIRST_NAMES = [
  'Aaliyah',
  'Ben',
  'Carmen',
  'Darius',
  'Elena',
  'Felix',
  'Grace',
  'Hiro',
  'Imani',
  'Jonah',
  'Keiko',
  'Luis',
  'Maya',
  'Nolan',
  'Olivia',
  'Priya',
  'Quinn',
  'Rosa',
  'Samir',
  'Tessa',
  'Uma',
  'Victor',
  'Wendy',
  'Xavier',
  'Yara',
  'Zane',
  'Amara',
  'Caleb',
  'Dmitri',
  'Freya',
] as const;

export const LAST_NAMES = [
  'Abbott',
  'Brooks',
  'Castillo',
  'Delgado',
  'Ellison',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreno',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quintero',
  'Reyes',
  'Schneider',
  'Tanaka',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Xu',
  'Young',
  'Zimmerman',
  'McAllister',
  "O'Neill",
  'Baptiste',
  'Lindgren',
] as const;

export const STREETS = [
  'Maple Ave',
  'Oak St',
  'Cedar Ln',
  'Harbor Dr',
  'Pine Ridge Rd',
  'Main St',
  'Elm Ct',
  'Lakeview Blvd',
] as const;

export const TAGS = ['VIP', 'Vintage', 'Modern', 'Comics', 'Wholesale', 'Net 30', 'Show dealer'] as const;

export const CUSTOMER_NOTES = [
  'Prefers sealed shipping with double boxing.',
  'Ships monthly batches after card shows.',
  'Asks for a call before any invoice change.',
  'Collects vintage baseball; cares about centering.',
  '',
] as const;

export const LIFETIME_VALUE_NOTES = [
  'Top 10 submitter by volume last year.',
  'Consigns high-end modern rookies.',
  'Steady mid-volume submitter.',
] as const;

export const PARTNERS = ['PSA', 'CGC', 'BGS', 'SGC'] as const;

export const SUBMISSION_NOTES = [
  'Customer asked for an invoice change to split the payment across two cards.',
  'Requested invoice change: remove the prescreening fee.',
  'Rush return requested before the regional show.',
  'Two cards arrived in top loaders with tape; re-sleeved.',
  'Customer will pick up in person.',
  '',
  '',
  '',
] as const;
