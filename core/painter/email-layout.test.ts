import { describe, expect, it } from 'vitest';
import { FONT_STYLES } from '../counter/settings-options';
import { EMAIL_CSS_WIDTH, emailDigitPx, emailLayout, hasTitleRow } from './email-layout';
import { countdownLineEm } from './fit';

const base = {
  title: 'Sale ends in',
  socialIcon: 'none' as const,
  logo: undefined,
  fontStyle: 'inter' as const,
};

describe('e-mail image layout', () => {
  it('gives the digits most of the height and labels of at least 11 px at 1×, in every font', () => {
    for (const fontStyle of FONT_STYLES)
      for (const emailLayoutChoice of ['cards', 'digits'] as const) {
        const l = emailLayout({ ...base, fontStyle, emailLayout: emailLayoutChoice }, false);
        const label = `${fontStyle} ${emailLayoutChoice}`;
        expect(l.labelPx, label).toBeGreaterThanOrEqual(11);
        // The digits' line box (1.05 em) against the whole image, title row included.
        // (Orbitron's wide digits are the smallest: 0.38 of a titled image, the row 0.59.)
        expect((1.05 * l.digitPx) / l.height, label).toBeGreaterThan(0.36);
        expect(l.rowHeight / l.height, label).toBeGreaterThan(0.55);
        // Never the old 40 px digits in a 180 px image: at least 55 px of type at 600 px.
        expect(l.digitPx, label).toBeGreaterThanOrEqual(55);
      }
  });

  it('bare digits are bigger than digits in cards', () => {
    const cards = emailLayout({ ...base, emailLayout: 'cards' }, false);
    const bare = emailLayout({ ...base, emailLayout: 'digits' }, false);
    expect(cards.boxes).toBe(true);
    expect(bare.boxes).toBe(false);
    expect(bare.digitPx).toBeGreaterThan(cards.digitPx);
    // Absent is cards.
    expect(emailLayout(base, false)).toEqual(cards);
  });

  it('has a title row only for a title or a mark, and room for the badges', () => {
    const titled = emailLayout(base, false);
    const bare = emailLayout({ ...base, title: '  ' }, false);
    expect(titled.titlePx).toBeGreaterThan(0);
    expect(bare.titlePx).toBe(0);
    expect(titled.height).toBeGreaterThan(bare.height);
    expect(hasTitleRow({ ...base, title: '', socialIcon: 'youtube' })).toBe(true);
    expect(hasTitleRow({ ...base, title: '', logo: 'a'.repeat(64) })).toBe(true);
    expect(emailLayout(base, true).height - titled.height).toBe(56);
    expect(EMAIL_CSS_WIDTH).toBe(600);
  });
});

describe('emailDigitPx', () => {
  const layout = emailLayout(base, false);
  const parts = (days: string) => [
    { value: days, label: 'days' as const },
    { value: '01', label: 'hours' as const },
    { value: '20', label: 'mins' as const },
    { value: '27', label: 'secs' as const },
  ];
  it('keeps the layout’s size for two-digit units, and shrinks for more days than fit', () => {
    expect(emailDigitPx(layout, parts('04'), 'inter', false)).toBe(layout.digitPx);
    expect(emailDigitPx(layout, parts('04').slice(1), 'inter', false)).toBe(layout.digitPx);
    const far = emailDigitPx(layout, parts('1486'), 'inter', false);
    expect(far).toBeLessThan(layout.digitPx);
    // Two more digits of about 0.62 em each: the row stays within the 560 px of room.
    expect(far * countdownLineEm(parts('1486'), 'inter')).toBeLessThanOrEqual(560);
    expect(emailDigitPx(layout, parts('04'), 'inter', true)).toBeLessThan(layout.digitPx);
  });
});
