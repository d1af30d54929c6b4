/** The domain: entity types and the pure business rules every layer shares. */
export * from './card';
export * from './catalogue';
export * from './customer';
export * from './employee';
export * from './errors';
export * from './paging';
export * from './prescreen';
export * from './prescreenNotes';
export * from './session';
export * from './status';
export * from './submission';
export * from './version';
export * from './workflow';

export * from './time';
export * from './pricing';
export * from './statuses';
export * from './nameMatch';
export * from './names';
export * from './tiers';
export * from './dashboard';
export * from './customerSearch';
export * from './format';
export * from './validation';
