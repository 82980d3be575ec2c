/**
 * The Award Summary charts' palette (spec §9: 15 colours, bar width 50), shared by the pie and bar
 * charts. Colour i is used for label i of a series, wrapping after 15, so a counterparty keeps its
 * colour across the charts that list it in the same order.
 */
export const CHART_PALETTE = [
  '#1f4e79',
  '#2e75b6',
  '#9dc3e6',
  '#c55a11',
  '#f4b183',
  '#548235',
  '#a9d18e',
  '#7030a0',
  '#b4a7d6',
  '#bf9000',
  '#ffd966',
  '#3b3838',
  '#a5a5a5',
  '#c00000',
  '#00b0f0',
] as const;

export const CHART_BAR_WIDTH = 50;

export const chartColour = (i: number): string => CHART_PALETTE[i % CHART_PALETTE.length];
