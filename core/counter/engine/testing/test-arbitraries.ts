import fc from 'fast-check';

// Shared fast-check generators for number-run settings (tests only; not exported from the barrel).
export const runSettings = fc
  .record({
    startNumber: fc.integer({ min: 0, max: 1_000_000 }),
    distance: fc.integer({ min: -3000, max: 3000 }),
    numberIncrement: fc.integer({ min: 1, max: 700 }),
    useRandomIncrement: fc.boolean(),
    randomMin: fc.integer({ min: 1, max: 40 }),
    randomSpan: fc.integer({ min: 0, max: 40 }),
  })
  .map(({ startNumber, distance, randomMin, randomSpan, ...rest }) => ({
    ...rest,
    startNumber,
    endNumber: Math.max(0, startNumber + distance),
    randomMin,
    randomMax: randomMin + randomSpan,
  }));
