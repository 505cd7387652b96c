/**
 * Statistics of a split test's results report (issue 17): per subject a conversion rate with its
 * 95 % Wilson score interval, the two-proportion z-test against the control, the Bayesian
 * probability that the subject beats the control (Beta-Binomial model with a uniform Beta(1, 1)
 * prior, exact closed form), and the visitors a subject needs to detect a stated lift. No DOM here:
 * the demo server's results page is built from this file (dist/server/statistics.mjs).
 */

/** Two-sided 95 %: the default confidence of every interval and test here. */
export const DEFAULT_CONFIDENCE = 0.95;
/** The usual power of a test planned to detect a lift: 80 %. */
export const DEFAULT_POWER = 0.8;

export interface Proportion {
  /** Visitors who converted. */
  conversions: number;
  /** Visitors who saw the subject. */
  visitors: number;
}

/** Error function, Abramowitz and Stegun 7.1.26 (absolute error below 1.5e-7). */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-x * x));
}

/** P(Z ≤ z) for a standard normal Z. */
export function normalCdf(z: number): number {
  return 0.5 * (1 + erf(z / Math.SQRT2));
}

/** The z with P(Z ≤ z) = p (0 < p < 1), by bisection on normalCdf: 1.95996 for 0.975. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be between 0 and 1, not ${p}`);
  let low = -10;
  let high = 10;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (normalCdf(middle) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The conversion rate, 0 without visitors. */
export function conversionRate({ conversions, visitors }: Proportion): number {
  return visitors > 0 ? conversions / visitors : 0;
}

/**
 * Wilson score interval of a conversion rate (Wilson 1927; Newcombe 1998, method 3): unlike the
 * normal approximation it stays within [0, 1] and is honest for small counts and rates near 0.
 */
export function wilsonInterval({ conversions, visitors }: Proportion, confidence = DEFAULT_CONFIDENCE): [low: number, high: number] {
  if (visitors <= 0) return [0, 1];
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const rate = conversions / visitors;
  const z2n = (z * z) / visitors;
  const centre = rate + z2n / 2;
  const spread = z * Math.sqrt((rate * (1 - rate)) / visitors + z2n / (4 * visitors));
  const scale = 1 + z2n;
  return [Math.max(0, (centre - spread) / scale), Math.min(1, (centre + spread) / scale)];
}

export interface ZTest {
  /** The test statistic (subject minus control, pooled standard error). */
  z: number;
  /** Two-sided p-value. */
  pValue: number;
  /** True when the p-value is below 1 − confidence. */
  significant: boolean;
}

/** Two-proportion z-test of `subject` against `control` with the pooled standard error; undefined without data. */
export function twoProportionZTest(control: Proportion, subject: Proportion, confidence = DEFAULT_CONFIDENCE): ZTest | undefined {
  if (control.visitors <= 0 || subject.visitors <= 0) return undefined;
  const pooled = (control.conversions + subject.conversions) / (control.visitors + subject.visitors);
  const error = Math.sqrt(pooled * (1 - pooled) * (1 / control.visitors + 1 / subject.visitors));
  if (error === 0) return undefined;
  const z = (conversionRate(subject) - conversionRate(control)) / error;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  return { z, pValue, significant: pValue < 1 - confidence };
}

/** ln Γ(x) for x > 0 (Lanczos approximation, g = 7, 9 terms: about 15 significant digits). */
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const shifted = x - 1;
  let sum = coefficients[0]!;
  for (let index = 1; index < coefficients.length; index += 1) sum += coefficients[index]! / (shifted + index);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/**
 * P(rate of `subject` > rate of `control`) with each rate Beta(conversions + 1, non-conversions + 1)
 * (uniform prior): the exact sum of Evan Miller's "Formulas for Bayesian A/B Testing" (2015),
 * one term per conversion of the subject. 0.5 when both have the same data.
 */
export function probabilityToBeat(control: Proportion, subject: Proportion): number {
  const alphaControl = control.conversions + 1;
  const betaControl = control.visitors - control.conversions + 1;
  const alphaSubject = subject.conversions + 1;
  const betaSubject = subject.visitors - subject.conversions + 1;
  let total = 0;
  for (let i = 0; i < alphaSubject; i += 1) {
    total += Math.exp(
      logBeta(alphaControl + i, betaControl + betaSubject) -
        Math.log(betaSubject + i) -
        logBeta(1 + i, betaSubject) -
        logBeta(alphaControl, betaControl),
    );
  }
  return Math.min(1, Math.max(0, total));
}

/**
 * Visitors each subject needs for a two-sided test at `confidence` to detect, with `power`, a
 * relative lift of `lift` (0.1 = +10 %) over `baselineRate` (the formula of Evan Miller's sample
 * size calculator; baseline 20 %, an absolute 5 points: 1,030.2, so 1,031). Undefined when no lift can be
 * detected (a baseline of 0 or 1, no lift, or a rate past 100 %).
 */
export function visitorsNeeded(baselineRate: number, lift: number, confidence = DEFAULT_CONFIDENCE, power = DEFAULT_POWER): number | undefined {
  const target = baselineRate * (1 + lift);
  const difference = target - baselineRate;
  if (!(baselineRate > 0 && baselineRate < 1) || !(target > 0 && target < 1) || difference === 0) return undefined;
  const zAlpha = normalQuantile(1 - (1 - confidence) / 2);
  const zBeta = normalQuantile(power);
  const spreadNull = Math.sqrt(2 * baselineRate * (1 - baselineRate));
  const spreadLift = Math.sqrt(baselineRate * (1 - baselineRate) + target * (1 - target));
  return Math.ceil(((zAlpha * spreadNull + zBeta * spreadLift) / difference) ** 2);
}
