export * from './countdown';
export * from './format-number';
export * from './number-replay';
export * from './number-run';
export * from './random';
export * from './viewer-machine';
