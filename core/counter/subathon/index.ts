export * from './apply-event';
export * from './event-rules';
