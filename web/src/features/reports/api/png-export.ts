/**
 * Award Summary "Export saves a PNG image" (spec §2.6): the report is redrawn onto one canvas — the
 * two logos, the title, every table of the view as text rows, then the charts (the SVG pies drawn
 * from their markup, the uPlot bars from their canvases). Everything drawn is same-origin, so the
 * canvas can be saved.
 */
const loadImage = (src: string): Promise<HTMLImageElement | null> =>
  new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });

const svgImage = (svg: SVGSVGElement): Promise<HTMLImageElement | null> => {
  const xml = new XMLSerializer().serializeToString(svg);
  return loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`);
};

const WIDTH = 1200;
const CHART_W = 380;
const CHART_H = 300;

export async function reportPng(root: HTMLElement, title: string): Promise<Blob | null> {
  const tables = [...root.querySelectorAll('table')].map((t) => [...t.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th,td')].map((c) => c.textContent?.trim() ?? '')));
  const charts = [...root.querySelectorAll<HTMLElement>('figure.chart-card')];
  const logos = await Promise.all([...root.querySelectorAll<HTMLImageElement>('.logos img')].map((i) => loadImage(i.src)));
  const textRows = tables.reduce((n, t) => n + t.length + 1, 0);
  const summary = root.querySelector('[data-bid-summary]')?.textContent?.trim() ?? '';
  const height = 120 + textRows * 20 + 60 + Math.ceil(charts.length / 3) * (CHART_H + 40) + 80;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, WIDTH, height);
  logos.forEach((img, i) => {
    if (img) g.drawImage(img, i === 0 ? 20 : WIDTH - 20 - 200, 16, 200, 50);
  });
  g.fillStyle = '#1b1f24';
  g.font = 'bold 22px sans-serif';
  g.fillText(title, 20, 100);
  let y = 130;
  g.font = '14px sans-serif';
  for (const t of tables) {
    for (const row of t) {
      row.forEach((cell, i) => g.fillText(cell.slice(0, 40), 20 + i * 280, y));
      y += 20;
    }
    y += 20;
  }
  if (summary) {
    g.fillText(`Bid Summary: ${summary}`.slice(0, 160), 20, y);
    y += 40;
  }
  for (let i = 0; i < charts.length; i++) {
    const fig = charts[i];
    const x = 20 + (i % 3) * (CHART_W + 10);
    const top = y + Math.floor(i / 3) * (CHART_H + 40);
    g.font = 'bold 14px sans-serif';
    g.fillStyle = '#1b1f24';
    g.fillText(fig.querySelector('h3')?.textContent ?? '', x, top + 14);
    const svg = fig.querySelector('svg');
    const plot = fig.querySelector<HTMLCanvasElement>('canvas');
    const legendAt = svg ? { x: x + 190, y: top + 30 } : { x, y: top + 234 };
    if (svg) {
      const img = await svgImage(svg);
      if (img) g.drawImage(img, x, top + 24, 180, 180);
    } else if (plot) {
      g.drawImage(plot, x, top + 24, CHART_W - 20, 200);
    }
    g.font = '12px sans-serif';
    [...fig.querySelectorAll('.pie-legend li')].forEach((li, j) => {
      const sw = li.querySelector<HTMLElement>('.swatch');
      g.fillStyle = sw?.style.background || '#000';
      g.fillRect(legendAt.x, legendAt.y + j * 16, 10, 10);
      g.fillStyle = '#1b1f24';
      g.fillText((li.textContent ?? '').slice(0, 44), legendAt.x + 14, legendAt.y + 9 + j * 16);
    });
  }
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}
