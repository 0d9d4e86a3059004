export * from './apply-event';
export * from './chat-command';
export * from './describe-event';
export * from './event-rules';
export * from './milestones';
