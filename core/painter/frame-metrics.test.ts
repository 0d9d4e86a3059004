import { describe, expect, it } from 'vitest';
import { frameMetrics } from './frame-metrics';

// The viewer's fullscreen CSS (counter-display.css) in numbers: the painter's frames must lay out
// like the page, or an exported clip would not look like the counter.
describe('frameMetrics', () => {
  it('pads by 4 % of each side, --u from the content width on a wide frame', () => {
    const m = frameMetrics({ cssWidth: 1920, cssHeight: 1080 });
    expect(m.width).toBe(1920);
    expect(m.height).toBe(1080);
    expect(m.padY).toBeCloseTo(43.2, 10);
    expect(m.contentWidth).toBeCloseTo(1920 - 2 * 76.8, 10);
    expect(m.u).toBeCloseTo(17.664, 10); // 1 % of 1766.4 is below 1.8 % of 1080 (19.44)
    expect(m.narrow).toBe(false);
    expect(m.boost).toBe(1);
    expect(m.gap).toBeCloseTo(m.u * 2.4, 10);
  });

  it('takes the smaller of 1 % of the content width and 1.8 % of the height', () => {
    const tall = frameMetrics({ cssWidth: 1000, cssHeight: 2000 });
    expect(tall.contentWidth).toBe(920);
    expect(tall.u).toBeCloseTo(9.2, 10);
    const flat = frameMetrics({ cssWidth: 1000, cssHeight: 300 });
    expect(flat.u).toBeCloseTo(5.4, 10);
    expect(flat.padY).toBe(20);
  });

  it('keeps at least 16 px of side padding and 20 px top and bottom', () => {
    const m = frameMetrics({ cssWidth: 300, cssHeight: 200 });
    expect(m.contentWidth).toBe(268);
    expect(m.padY).toBe(20);
  });

  it('boosts the digits in a narrow container (content 576 px or less)', () => {
    // 92 % of this width is exactly 576 (the padding is 4 % a side): the limit itself is narrow.
    const edge = frameMetrics({ cssWidth: 576 / 0.92, cssHeight: 2000 });
    expect(edge.contentWidth).toBe(576);
    expect(edge.narrow).toBe(true);
    expect(edge.boost).toBe(1.6);
    const wider = frameMetrics({ cssWidth: 627, cssHeight: 2000 });
    expect(wider.narrow).toBe(false);
    expect(wider.boost).toBe(1);
  });
});
