import type { LiveSettings } from '../live-frame';

// The live tests' counters: a number counter from 10 to 100 a step a second, and a countdown to
// 2030-01-01 00:00 UTC. Tests spread their own changes over these.
export const LIVE_NUMBERS: LiveSettings = {
  countdownType: 'number',
  startNumber: 10,
  endNumber: 100,
  numberIncrement: 1,
  useRandomIncrement: false,
  randomMin: 1,
  randomMax: 5,
  speed: 1000,
  endDateTime: '',
  timeZone: 'UTC',
};
export const LIVE_COUNTDOWN: LiveSettings = {
  ...LIVE_NUMBERS,
  countdownType: 'datetime',
  endDateTime: '2030-01-01T00:00',
};
