export * from './apply-control';
export * from './live-frame';
export * from './run-state';
