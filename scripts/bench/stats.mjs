/** Medians and ranges of a list of measurements (missing values are left out). */

const numbers = (values) => values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);

export function median(values) {
  const sorted = numbers(values);
  if (!sorted.length) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** { median, min, max, n } of the values. */
export function summarize(values) {
  const sorted = numbers(values);
  return { median: median(sorted), min: sorted[0] ?? null, max: sorted.at(-1) ?? null, n: sorted.length };
}
