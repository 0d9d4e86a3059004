import { describe, expect, it } from 'vitest';
import { bounceIn, STILL } from './glyph-motion';
import { bounceInMotion } from './motions/bounce-in';
import { rollMotion } from './motions/digits-roll';
import { fadeScaleMotion } from './motions/fade-scale';
import { flipMotion } from './motions/flip';
import { slideUpMotion } from './motions/slide-up';

// The five CSS-keyframe styles (web/src/components/counter-display/animations/) frame by frame. Expected values were solved independently (the CSS
// curves by bisection), so an exported clip's frame N is where the browser's animation is.
describe('glyph motions', () => {
  it('rests at the untouched glyph', () => {
    expect(STILL).toEqual({ alpha: 1, scaleX: 1, scaleY: 1, dy: 0, previousDy: null, originY: 0.5 });
  });

  it('rolls the new digit in from below when counting up, from above when counting down', () => {
    // A whole travel (digit-cell.ts, 1.3 boxes): both digits and their shading clear the cell.
    expect(rollMotion(0, 'up', '1', '2')).toMatchObject({ dy: 1.3, previousDy: 0, alpha: 1 });
    expect(rollMotion(0, 'down', '2', '1')).toMatchObject({ dy: -1.3, previousDy: 0 });
    const mid = rollMotion(0.5, 'up', '1', '2');
    expect(mid.dy).toBeCloseTo(0.04326 * 1.3, 4);
    expect(mid.previousDy).toBeCloseTo(0.04326 * 1.3 - 1.3, 4);
    const down = rollMotion(0.5, 'down', '2', '1');
    expect(down.dy).toBeCloseTo(-0.04326 * 1.3, 4);
    expect(down.previousDy).toBeCloseTo(1.3 - 0.04326 * 1.3, 4);
    expect(rollMotion(1, 'up', '1', '2')).toMatchObject({ dy: 0, previousDy: -1.3 });
  });

  it('fades and scales from 55 % in fade-scale', () => {
    expect(fadeScaleMotion(0, 'up', '1', '2')).toMatchObject({ alpha: 0, scaleX: 0.55, scaleY: 0.55, dy: 0 });
    const mid = fadeScaleMotion(0.5, 'up', '1', '2');
    expect(mid.alpha).toBeCloseTo(0.97178, 4);
    expect(mid.scaleX).toBeCloseTo(0.9873, 4);
    expect(mid.scaleY).toBeCloseTo(0.9873, 4);
    expect(fadeScaleMotion(1, 'up', '1', '2')).toMatchObject({ alpha: 1, scaleX: 1, scaleY: 1 });
  });

  it('slides up from 55 % of the box below', () => {
    expect(slideUpMotion(0, 'up', '1', '2')).toMatchObject({ alpha: 0, dy: 0.55, scaleX: 1 });
    const early = slideUpMotion(0.2, 'down', '2', '1');
    expect(early.alpha).toBeCloseTo(0.75213, 4);
    expect(early.dy).toBeCloseTo(0.13633, 4);
    expect(slideUpMotion(1, 'up', '1', '2')).toMatchObject({ alpha: 1, dy: 0 });
  });

  it('bounces in through the keyframes 0.3, 1.12, 0.94, 1.03, 1, easing each interval', () => {
    expect(bounceIn(0)).toEqual({ alpha: 0, scale: 0.3 });
    expect(bounceIn(0.5)).toEqual({ alpha: 1, scale: 1.12 });
    expect(bounceIn(0.72).scale).toBeCloseTo(0.94, 10);
    expect(bounceIn(0.88).scale).toBeCloseTo(1.03, 10);
    expect(bounceIn(1)).toEqual({ alpha: 1, scale: 1 });
    const quarter = bounceIn(0.25);
    expect(quarter.alpha).toBeCloseTo(0.68464, 4);
    expect(quarter.scale).toBeCloseTo(0.86141, 4);
    expect(bounceIn(0.61).scale).toBeCloseTo(0.99676, 4);
    expect(bounceIn(0.8).scale).toBeCloseTo(1.00162, 4);
    expect(bounceIn(0.4).alpha).toBeLessThan(1);
    // Past the last keyframe the glyph stays at its own size.
    expect(bounceIn(1.5).scale).toBe(1);
    expect(bounceInMotion(0.25, 'up', '1', '2')).toMatchObject({
      scaleX: quarter.scale,
      scaleY: quarter.scale,
    });
    expect(bounceInMotion(0.25, 'up', '1', '2').alpha).toBeCloseTo(0.68464, 4);
  });

  it('flips down from 95°, hidden while past the edge, foreshortened by the angle’s cosine', () => {
    const start = flipMotion(0, 'up', '1', '2');
    expect(start.alpha).toBe(0);
    expect(start.scaleY).toBeCloseTo(Math.cos((95 * Math.PI) / 180), 10);
    expect(start.originY).toBe(0.55);
    expect(flipMotion(0.012, 'up', '1', '2').alpha).toBe(0);
    const edge = flipMotion(0.015, 'up', '1', '2');
    expect(edge.alpha).toBeCloseTo(0.2 + 0.8 * 0.06402, 4);
    expect(edge.scaleY).toBeCloseTo(0.01888, 4);
    const early = flipMotion(0.1, 'up', '1', '2');
    expect(early.alpha).toBeCloseTo(0.50995, 4);
    expect(early.scaleY).toBeCloseTo(0.52705, 4);
    expect(flipMotion(1, 'up', '1', '2')).toMatchObject({ alpha: 1, scaleY: 1, scaleX: 1, dy: 0 });
  });
});
