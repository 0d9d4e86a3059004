export * from './payment-state';
export * from './plan-rules';
export * from './premium-state';
