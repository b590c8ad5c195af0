export * from './config.ts';
export * from './contact.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './organisation.ts';
export * from './readings.ts';
export * from './user.ts';
export * from './validation.ts';
