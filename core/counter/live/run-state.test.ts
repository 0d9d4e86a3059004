import { describe, expect, it } from 'vitest';
import { IDLE_RUN_FIELDS, INITIAL_RUN_STATE } from './idle-run';
import { controlActionSchema, liveSnapshotSchema, MAX_ADD_TIME_MS, runStateSchema } from './run-state';

// The control API's request body and the live snapshot every display reads (issue 8): the server
// parses actions with these schemas, and the displays trust what they keep.
const run = {
  status: 'running',
  startedAt: 1000,
  pausedAt: null,
  pausedTotalMs: 20,
  addedMs: -5000,
  value: 42,
  valueAt: 1500,
  seed: 7,
  version: 3,
  updatedAt: 1600,
} as const;

const accepts = (body: unknown) => controlActionSchema.safeParse(body).success;

describe('controlActionSchema', () => {
  it('takes each action by its name, and nothing else', () => {
    for (const action of ['start', 'pause', 'resume', 'reset'])
      expect(controlActionSchema.parse({ action })).toEqual({ action });
    expect(accepts({ action: 'stop' })).toBe(false);
    expect(accepts({ action: '' })).toBe(false);
    expect(accepts({ action: 'start', by: 1 })).toBe(false);
  });

  it('sets a value within ±10^15, negative or decimal', () => {
    expect(controlActionSchema.parse({ action: 'set-value', value: 0 })).toEqual({
      action: 'set-value',
      value: 0,
    });
    expect(accepts({ action: 'set-value', value: 1e15 })).toBe(true);
    expect(accepts({ action: 'set-value', value: 1e15 + 1 })).toBe(false);
    expect(accepts({ action: 'set-value', value: -1e15 })).toBe(true);
    expect(accepts({ action: 'set-value', value: -1e15 - 1 })).toBe(false);
    expect(accepts({ action: 'set-value', value: -10.5 })).toBe(true);
    expect(accepts({ action: 'set-value', value: 0.25 })).toBe(true);
    // Places are the counter's own rule, checked by applyControl with its settings.
    expect(accepts({ action: 'set-value', value: 1.234 })).toBe(true);
    expect(accepts({ action: 'set-value', value: 2e13 + 0.5 })).toBe(false);
    expect(accepts({ action: 'set-value', value: Number.NaN })).toBe(false);
  });

  it('increments by a number within ±10^15, decimal too', () => {
    expect(controlActionSchema.parse({ action: 'increment', by: -3 })).toEqual({
      action: 'increment',
      by: -3,
    });
    expect(accepts({ action: 'increment', by: 1e15 })).toBe(true);
    expect(accepts({ action: 'increment', by: -1e15 })).toBe(true);
    expect(accepts({ action: 'increment', by: 1e15 + 1 })).toBe(false);
    expect(accepts({ action: 'increment', by: -1e15 - 1 })).toBe(false);
    expect(accepts({ action: 'increment', by: 0.5 })).toBe(true);
    expect(accepts({ action: 'increment', by: -0.05 })).toBe(true);
    expect(accepts({ action: 'increment', by: Number.POSITIVE_INFINITY })).toBe(false);
  });

  it('adds or removes whole milliseconds, up to a year and a day', () => {
    expect(MAX_ADD_TIME_MS).toBe(366 * 86_400_000);
    expect(accepts({ action: 'add-time', ms: MAX_ADD_TIME_MS })).toBe(true);
    expect(accepts({ action: 'add-time', ms: -MAX_ADD_TIME_MS })).toBe(true);
    expect(accepts({ action: 'add-time', ms: MAX_ADD_TIME_MS + 1 })).toBe(false);
    expect(accepts({ action: 'add-time', ms: -MAX_ADD_TIME_MS - 1 })).toBe(false);
  });
});

describe('the run and the live snapshot', () => {
  it('keeps every field of a run', () => {
    expect(runStateSchema.parse(run)).toEqual(run);
    expect(runStateSchema.safeParse({ ...run, status: 'stopped' }).success).toBe(false);
  });

  it('keeps every field of a snapshot; removed is only ever true', () => {
    const snapshot = { run, serverNow: 2000, designVersion: 5, ownerPremium: true, removed: true };
    expect(liveSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(liveSnapshotSchema.safeParse({ ...snapshot, removed: false }).success).toBe(false);
    expect(liveSnapshotSchema.safeParse({ ...snapshot, run: { ...run, seed: 'x' } }).success).toBe(false);
  });

  it('starts a counter that never ran idle, at version 0 with seed 1', () => {
    expect(INITIAL_RUN_STATE).toEqual({
      status: 'idle',
      startedAt: null,
      pausedAt: null,
      pausedTotalMs: 0,
      addedMs: 0,
      value: null,
      valueAt: null,
      seed: 1,
      version: 0,
      updatedAt: 0,
    });
    expect(runStateSchema.parse(INITIAL_RUN_STATE)).toEqual(INITIAL_RUN_STATE);
    expect(INITIAL_RUN_STATE).toMatchObject(IDLE_RUN_FIELDS);
  });
});
