import { describe, expect, it } from 'vitest';
import { countdownFaceRead } from './counter-face';

const s = { hideLeadingZeros: false, warnBelowSeconds: 10 };
const values = (face: ReturnType<typeof countdownFaceRead>) =>
  face.kind === 'countdown' ? face.parts.map((p) => p.value) : [];

describe('countdownFaceRead', () => {
  it('shows the seconds left while counting, warning at warnBelowSeconds or fewer', () => {
    const calm = countdownFaceRead(s, { phase: 'counting', seconds: 3671 });
    expect(calm).toEqual({
      kind: 'countdown',
      parts: [
        { value: '00', label: 'days' },
        { value: '01', label: 'hours' },
        { value: '01', label: 'mins' },
        { value: '11', label: 'secs' },
      ],
    });
    expect(countdownFaceRead(s, { phase: 'counting', seconds: 11 })).not.toHaveProperty('warn');
    expect(countdownFaceRead(s, { phase: 'counting', seconds: 10 })).toMatchObject({ warn: true });
  });

  it('flags overtime so the + is drawn, and never warns in it', () => {
    const face = countdownFaceRead(s, { phase: 'overtime', seconds: 12 });
    expect(face).toMatchObject({ overtime: true });
    expect(face).not.toHaveProperty('warn');
    expect(values(face)).toEqual(['00', '00', '00', '12']);
    expect(countdownFaceRead(s, { phase: 'counting', seconds: 5 })).not.toHaveProperty('overtime');
  });

  it('shows zero once done, whatever the reading carries', () => {
    const face = countdownFaceRead(s, { phase: 'done', seconds: 99 });
    expect(values(face)).toEqual(['00', '00', '00', '00']);
    expect(face).not.toHaveProperty('overtime');
    expect(face).not.toHaveProperty('warn');
  });

  it('never shows negative seconds, and hides leading zeros when asked', () => {
    expect(values(countdownFaceRead(s, { phase: 'counting', seconds: -5 }))).toEqual([
      '00',
      '00',
      '00',
      '00',
    ]);
    const hidden = countdownFaceRead({ ...s, hideLeadingZeros: true }, { phase: 'counting', seconds: 65 });
    expect(values(hidden)).toEqual(['01', '05']);
  });
});
