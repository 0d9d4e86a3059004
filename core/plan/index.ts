export * from './plan-rules';
