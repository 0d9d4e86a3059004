import { counterBodySchema } from '@core/counter/settings';
import { checkSubmitRules } from '@core/counter/submit-rules';
import { describe, expect, it } from 'vitest';
import { COUNTER_TEMPLATES, TEMPLATE_IDS, templateNeedsPremium } from './templates';

const NOW = new Date('2026-11-29T08:00:00Z');

describe('counter templates', () => {
  it('has the five starting points, in order', () => {
    expect(COUNTER_TEMPLATES.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
  });

  for (const zone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles'])
    it(`gives complete settings the schema and the submit rules accept (${zone})`, () => {
      for (const template of COUNTER_TEMPLATES) {
        const values = template.values(NOW, zone);
        const parsed = counterBodySchema.safeParse(values);
        expect(parsed.error?.issues ?? [], template.id).toEqual([]);
        expect(checkSubmitRules(parsed.data!.settings, NOW), template.id).toBeNull();
      }
    });

  it('says which need Premium, by the rule the server enforces', () => {
    const premium = COUNTER_TEMPLATES.filter((t) => templateNeedsPremium(t.values(NOW, 'UTC'))).map(
      (t) => t.id,
    );
    expect(premium).toEqual(['subathon', 'sale-email']);
  });

  it('counts the New Year template down to the next 1st of January in the chosen zone', () => {
    const newYear = COUNTER_TEMPLATES.find((t) => t.id === 'new-year')!;
    expect(newYear.values(NOW, 'UTC').settings.endDateTime).toBe('2027-01-01T00:00');
    // Already the 1st in Auckland a few hours before it is in London: the next one is a year on.
    const late = new Date('2026-12-31T12:00:00Z');
    expect(newYear.values(late, 'Pacific/Auckland').settings.endDateTime).toBe('2028-01-01T00:00');
    expect(newYear.values(late, 'UTC').settings.endDateTime).toBe('2027-01-01T00:00');
  });
});
