import { describe, expect, it } from 'vitest';
import {
  normalCdf,
  normalQuantile,
  probabilityToBeat,
  twoProportionZTest,
  visitorsNeeded,
  wilsonInterval,
} from '../../react-core/split-test/statistics';

describe('the normal distribution the tests rest on', () => {
  it('Φ(1.96) = 0.975 and Φ(0) = 0.5', () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
  });

  it('the 97.5 % and 80 % quantiles are 1.959964 and 0.841621', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 5);
  });

  it('refuses probabilities outside (0, 1)', () => {
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});

describe('conversion rate with a 95 % Wilson score interval', () => {
  it("Newcombe (1998), Table I: 81 of 263 gives 0.2553 to 0.3662", () => {
    const [low, high] = wilsonInterval({ conversions: 81, visitors: 263 });
    expect(low).toBeCloseTo(0.2553, 4);
    expect(high).toBeCloseTo(0.3662, 4);
  });

  it('Newcombe (1998), Table I: 0 of 20 gives 0 to 0.1611', () => {
    const [low, high] = wilsonInterval({ conversions: 0, visitors: 20 });
    expect(low).toBe(0);
    expect(high).toBeCloseTo(0.1611, 4);
  });

  it('no visitors: the rate may be anything', () => {
    expect(wilsonInterval({ conversions: 0, visitors: 0 })).toEqual([0, 1]);
  });
});

describe('two-proportion z-test against the control', () => {
  it('100 of 1000 against 120 of 1000: z = 1.429, p = 0.153, not significant at 95 %', () => {
    const test = twoProportionZTest({ conversions: 100, visitors: 1000 }, { conversions: 120, visitors: 1000 });
    expect(test?.z).toBeCloseTo(1.4293, 3);
    expect(test?.pValue).toBeCloseTo(0.1529, 3);
    expect(test?.significant).toBe(false);
  });

  it('200 of 2000 against 260 of 2000 is significant (p < 0.05)', () => {
    const test = twoProportionZTest({ conversions: 200, visitors: 2000 }, { conversions: 260, visitors: 2000 });
    expect(test?.significant).toBe(true);
    expect(test?.z).toBeGreaterThan(1.96);
  });

  it('no test without visitors on both sides', () => {
    expect(twoProportionZTest({ conversions: 0, visitors: 0 }, { conversions: 1, visitors: 10 })).toBeUndefined();
  });
});

describe('probability to beat the control (Beta-Binomial, uniform prior)', () => {
  it('the same data on both sides: 0.5', () => {
    expect(probabilityToBeat({ conversions: 30, visitors: 300 }, { conversions: 30, visitors: 300 })).toBeCloseTo(0.5, 6);
  });

  it('no data against one conversion of one visitor: exactly 2/3 (∫ 2x · x dx)', () => {
    expect(probabilityToBeat({ conversions: 0, visitors: 0 }, { conversions: 1, visitors: 1 })).toBeCloseTo(2 / 3, 9);
  });

  it('swapping the subjects gives the complement', () => {
    const a = { conversions: 100, visitors: 1000 };
    const b = { conversions: 120, visitors: 1000 };
    expect(probabilityToBeat(a, b) + probabilityToBeat(b, a)).toBeCloseTo(1, 6);
  });

  it('agrees with the normal approximation for large counts (100/1000 vs 120/1000 ≈ 0.92)', () => {
    expect(probabilityToBeat({ conversions: 100, visitors: 1000 }, { conversions: 120, visitors: 1000 })).toBeCloseTo(0.9235, 2);
  });
});

describe('visitors needed to detect a lift', () => {
  it("Evan Miller's sample size calculator: baseline 20 %, +5 points (a 25 % lift), 95 %, power 80 %: 1,030.2 a subject, rounded up", () => {
    // The calculator shows 1,030; a number of visitors is rounded up so the power is reached.
    expect(visitorsNeeded(0.2, 0.25)).toBe(1031);
  });

  it('a smaller lift needs more visitors', () => {
    expect(visitorsNeeded(0.2, 0.1)!).toBeGreaterThan(visitorsNeeded(0.2, 0.25)!);
  });

  it('no answer when no lift can be detected', () => {
    expect(visitorsNeeded(0, 0.1)).toBeUndefined();
    expect(visitorsNeeded(0.2, 0)).toBeUndefined();
    expect(visitorsNeeded(0.9, 0.5)).toBeUndefined();
  });
});
