/** Excel limits sheet names to 31 characters without []:*?/\ ; keep them valid and unique. */
export const sheetName = (name: string, used: Set<string>): string => {
  const base = (name.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet').slice(0, 31).trim();
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  used.add(candidate.toLowerCase());
  return candidate;
};
