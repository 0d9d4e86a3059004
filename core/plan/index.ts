export * from './plan-rules';
export * from './premium-state';
