/**
 * A whole-number setting from the environment: `fallback` when unset or blank, the number when it is a
 * whole number from 1 to 1000, otherwise an error naming the variable (a typo must not quietly run with
 * the default).
 */
export function wholeNumberFromEnv(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1000) throw new Error(`${name} must be a whole number from 1 to 1000 (got "${text}")`);
  return value;
}
