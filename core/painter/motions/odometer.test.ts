import { describe, expect, it } from 'vitest';
import { ROLL_TRAVEL } from '../digit-cell';
import { odometerMotion, odometerSteps } from './odometer';

describe('odometer', () => {
  it('rolls through every intermediate digit, wrapping like a wheel', () => {
    expect(odometerSteps('3', '7', 'up')).toEqual(['4', '5', '6', '7']);
    expect(odometerSteps('8', '2', 'up')).toEqual(['9', '0', '1', '2']);
    expect(odometerSteps('7', '3', 'down')).toEqual(['6', '5', '4', '3']);
    expect(odometerSteps('1', '8', 'down')).toEqual(['0', '9', '8']);
    expect(odometerSteps('9', '0', 'up')).toEqual(['0']);
  });

  it('has nothing to roll through from a missing or non-digit character', () => {
    expect(odometerSteps(undefined, '5', 'up')).toEqual(['5']);
    expect(odometerSteps(',', '5', 'up')).toEqual(['5']);
    // The same digit again does not roll a whole turn of the wheel.
    expect(odometerSteps('5', '5', 'up')).toEqual(['5']);
    // Only a single digit rolls: longer strings on either side are shown as they are.
    expect(odometerSteps('x3', '7', 'up')).toEqual(['7']);
    expect(odometerSteps('3x', '7', 'up')).toEqual(['7']);
    expect(odometerSteps('3', 'x7', 'up')).toEqual(['x7']);
    expect(odometerSteps('3', '7x', 'up')).toEqual(['7x']);
  });

  it('paints each intermediate digit in turn, over the one before it', () => {
    // 3 -> 7 counting up: four steps of a quarter each.
    const frames = [0.01, 0.26, 0.51, 0.76].map((t) => odometerMotion(t, 'up', '3', '7'));
    expect(frames.map((f) => [f.ch, f.previousCh])).toEqual([
      ['4', '3'],
      ['5', '4'],
      ['6', '5'],
      ['7', '6'],
    ]);
    // Each step rolls in from below when counting up, from above when counting down.
    expect(frames[0]!.dy).toBeGreaterThan(0.5);
    expect(odometerMotion(0.01, 'down', '7', '3').dy).toBeLessThan(-0.5);
    // The outgoing digit sits one travel (digit-cell.ts) above the incoming one.
    expect(frames[1]!.previousDy).toBeCloseTo(frames[1]!.dy - ROLL_TRAVEL);
    // The end of the change is the new digit, in place.
    const end = odometerMotion(0.9999, 'up', '3', '7');
    expect(end.ch).toBe('7');
    expect(Math.abs(end.dy)).toBeLessThan(0.01);
    // The change's last instant is the new digit at rest, not past the last step.
    const last = odometerMotion(1, 'up', '3', '7');
    expect([last.ch, last.dy]).toEqual(['7', 0]);
  });

  it('starts every step from its own beginning, not only the first one', () => {
    // Just after the second and third quarter begin, their digits are still mostly below.
    for (const t of [0.26, 0.51]) expect(odometerMotion(t, 'up', '3', '7').dy).toBeGreaterThan(0.5);
  });

  it('has no outgoing digit when there was none before', () => {
    const motion = odometerMotion(0.5, 'up', undefined, '5');
    expect([motion.ch, motion.previousCh, motion.previousDy]).toEqual(['5', undefined, null]);
  });
});
