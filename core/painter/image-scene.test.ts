import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import { createImageScene, type ImageJob } from './image-scene';
import { skiaEnv } from './testing/skia-canvas';

const now = Date.parse('2026-12-20T09:41:07Z');
const numberJob = (format: ImageJob['format']): ImageJob => ({
  settings: { ...createFormDefaults(new Date(now), 'UTC'), startNumber: 99_850, endNumber: 100_000 },
  premium: true,
  format,
  width: 600,
  scale: 1,
  now,
});

function firstState(job: ImageJob) {
  const { scene, frames } = createImageScene(job, skiaEnv);
  expect(frames.length).toBeGreaterThan(0);
  return scene.clip.stateAt(frames[0]?.ms ?? 0);
}

describe('createImageScene', () => {
  it('a share card shows a number counter’s current value and progress, not its end', () => {
    const state = firstState(numberJob('og'));
    expect(state.face).toEqual({ kind: 'number', value: 99_850, progress: expect.any(Number) });
    expect(state.face.kind === 'number' && state.face.progress).toBeLessThan(100);
    expect(state.completedAt).toBeNull();
  });

  it('the still PNG of a number counter is its finished run, as before', () => {
    const state = firstState(numberJob('png'));
    expect(state.face).toMatchObject({ kind: 'number', value: 100_000 });
    expect(state.completedAt).not.toBeNull();
  });

  it('the first frame of a still (the dashboard thumbnail) is the counter as a visitor opens it', () => {
    const state = firstState({ ...numberJob('png'), first: true });
    expect(state.face).toMatchObject({ kind: 'number', value: 99_850 });
    expect(state.completedAt).toBeNull();
    expect(createImageScene({ ...numberJob('png'), first: true }, skiaEnv).frames).toHaveLength(1);
  });
});
