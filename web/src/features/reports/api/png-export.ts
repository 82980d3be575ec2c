/**
 * Award Summary "Export saves a PNG image" (spec §2.6): the report is redrawn onto one canvas — the
 * two logos, the title, every table of the view as text rows, the Bid Summary, then the charts (the SVG
 * pies drawn from their markup, the uPlot bars from their canvases). Everything drawn is same-origin, so
 * the canvas can be saved. Where each piece goes is png-layout.ts: every label and value whole, the
 * image as large as its content.
 */
import { layoutPng, type ChartModel, type PngModel } from './png-layout';

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

/** What the view shows, as the layout's model, and the chart images in order. */
async function modelOf(root: HTMLElement, title: string) {
  const tables = [...root.querySelectorAll('table')].map((t) => [...t.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th,td')].map((c) => c.textContent?.trim() ?? '')));
  const figures = [...root.querySelectorAll<HTMLElement>('figure.chart-card')];
  const logos = (await Promise.all([...root.querySelectorAll<HTMLImageElement>('.logos img')].map((i) => loadImage(i.src)))).filter((i): i is HTMLImageElement => i !== null);
  const charts: ChartModel[] = [];
  const images: (CanvasImageSource | null)[] = [];
  for (const fig of figures) {
    const svg = fig.querySelector('svg');
    const plot = fig.querySelector<HTMLCanvasElement>('canvas');
    const legend = [...fig.querySelectorAll('.pie-legend li')].map((li) => ({
      text: li.textContent?.trim() ?? '',
      colour: li.querySelector<HTMLElement>('.swatch')?.style.background || '#000',
    }));
    // A chart with nothing to draw shows a note instead (bar-chart.tsx, pie-chart.tsx): the image says the same.
    const note = fig.querySelector('.chart-empty')?.textContent?.trim();
    charts.push({
      title: fig.querySelector('h3')?.textContent?.trim() ?? '',
      kind: fig.dataset.chart === 'pie' ? 'pie' : 'bar',
      legend,
      ...(plot && plot.width > 0 ? { aspect: plot.height / plot.width } : {}),
      ...(note ? { note } : {}),
    });
    images.push(note ? null : svg ? await svgImage(svg) : plot);
  }
  const model: PngModel = { title, logos: logos.length, tables, summary: root.querySelector('[data-bid-summary]')?.textContent?.trim() ?? '', charts };
  return { model, logos, images };
}

export async function reportPng(root: HTMLElement, title: string): Promise<Blob | null> {
  const { model, logos, images } = await modelOf(root, title);
  const scratch = document.createElement('canvas').getContext('2d');
  if (!scratch) return null;
  const measure = (text: string, font: string) => {
    scratch.font = font;
    return scratch.measureText(text).width;
  };
  const layout = layoutPng(model, measure);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, layout.width, layout.height);
  for (const op of layout.ops) {
    if (op.kind === 'text') {
      g.font = op.font;
      g.fillStyle = '#1b1f24';
      g.fillText(op.text, op.x, op.y);
    } else if (op.kind === 'swatch') {
      g.fillStyle = op.colour;
      g.fillRect(op.x, op.y, op.size, op.size);
    } else if (op.kind === 'logo') {
      const img = logos[op.index];
      if (img) g.drawImage(img, op.x, op.y, op.w, op.h);
    } else {
      const img = images[op.index];
      if (img) g.drawImage(img, op.x, op.y, op.w, op.h);
    }
  }
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}
