/**
 * Draws the SVG that ECharts' server-side renderer writes onto a pdfkit page, as
 * vectors. pdfkit has no SVG support of its own and svg-to-pdfkit is not among our
 * dependencies; ECharts' output is a small, regular subset (paths, rects, circles,
 * text, groups with transforms, flat colours, the odd gradient), which this covers.
 * Clip paths are ignored (with animation off, ECharts' clips cover the whole grid).
 */

import {
  type SvgNode as Node,
  type Paint,
  parseColour,
  parseSvg,
  parseTransform,
  styleOf,
} from './svg-parse.ts';

type Doc = PDFKit.PDFDocument;

type Inherited = {
  fill: Paint;
  stroke: Paint;
  strokeWidth: number;
  opacity: number;
  fillOpacity: number;
  strokeOpacity: number;
  fontSize: number;
  bold: boolean;
  anchor: string;
  baseline: string;
  dash: string;
  cap: string;
  join: string;
};

export type SvgFonts = { regular: string; bold: string };

const number = (v: string | undefined, fallback: number) => {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? n : fallback;
};

function inherit(
  parent: Inherited,
  style: Record<string, string>,
  gradients: Map<string, string>,
): Inherited {
  const fill = parseColour(style.fill, gradients);
  const stroke = parseColour(style.stroke, gradients);
  return {
    fill: fill === undefined ? parent.fill : fill,
    stroke: stroke === undefined ? parent.stroke : stroke,
    strokeWidth: number(style['stroke-width'], parent.strokeWidth),
    opacity: parent.opacity * number(style.opacity, 1),
    fillOpacity: number(style['fill-opacity'], parent.fillOpacity),
    strokeOpacity: number(style['stroke-opacity'], parent.strokeOpacity),
    fontSize: number(style['font-size'], parent.fontSize),
    bold: style['font-weight'] ? /bold|[6-9]00/.test(style['font-weight']) : parent.bold,
    anchor: style['text-anchor'] ?? parent.anchor,
    baseline: style['dominant-baseline'] ?? style['alignment-baseline'] ?? parent.baseline,
    dash: style['stroke-dasharray'] ?? parent.dash,
    cap: style['stroke-linecap'] ?? parent.cap,
    join: style['stroke-linejoin'] ?? parent.join,
  };
}

function paint(doc: Doc, state: Inherited) {
  const fill = state.fill;
  const stroke = state.stroke && state.strokeWidth > 0 ? state.stroke : null;
  if (fill) doc.fillColor(fill.colour, fill.opacity * state.fillOpacity * state.opacity);
  if (stroke) {
    doc.strokeColor(stroke.colour, stroke.opacity * state.strokeOpacity * state.opacity);
    doc.lineWidth(state.strokeWidth);
    // A basemap's roads have round ends and corners (MapLibre's line-cap and line-join).
    doc.lineCap(state.cap === 'round' || state.cap === 'square' ? state.cap : 'butt');
    doc.lineJoin(state.join === 'round' || state.join === 'bevel' ? state.join : 'miter');
    const dashes = state.dash && state.dash !== 'none' ? state.dash.split(/[\s,]+/).map(Number) : [];
    if (dashes.length && dashes.every((d) => Number.isFinite(d) && d >= 0) && dashes.some((d) => d > 0))
      doc.dash(dashes[0] as number, { space: dashes[1] ?? dashes[0] });
    else doc.undash();
  }
  if (fill && stroke) doc.fillAndStroke();
  else if (fill) doc.fill();
  else if (stroke) doc.stroke();
}

function drawText(doc: Doc, node: Node, state: Inherited, fonts: SvgFonts) {
  const content = (node.text + node.children.map((c) => c.text).join('')).replace(/\s+/g, ' ').trim();
  if (!content || !state.fill) return;
  doc.font(state.bold ? fonts.bold : fonts.regular).fontSize(state.fontSize);
  const width = doc.widthOfString(content);
  let x = number(node.attrs.x, 0) + number(node.attrs.dx, 0);
  const y = number(node.attrs.y, 0) + number(node.attrs.dy, 0);
  if (state.anchor === 'middle') x -= width / 2;
  else if (state.anchor === 'end') x -= width;
  const baseline =
    state.baseline === 'central' || state.baseline === 'middle'
      ? 'middle'
      : state.baseline === 'hanging' || state.baseline === 'text-before-edge'
        ? 'top'
        : state.baseline === 'text-after-edge' || state.baseline === 'ideographic'
          ? 'bottom'
          : 'alphabetic';
  doc
    .fillColor(state.fill.colour, state.fill.opacity * state.fillOpacity * state.opacity)
    .text(content, x, y, { lineBreak: false, baseline });
}

function shapePath(node: Node): string | null {
  const a = node.attrs;
  switch (node.name) {
    case 'path':
      return a.d?.trim() ? a.d : null;
    case 'rect': {
      const [x, y, w, h] = [number(a.x, 0), number(a.y, 0), number(a.width, 0), number(a.height, 0)];
      if (w <= 0 || h <= 0) return null;
      const r = Math.min(number(a.rx, number(a.ry, 0)), w / 2, h / 2);
      if (r <= 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
    }
    case 'circle':
    case 'ellipse': {
      const [cx, cy] = [number(a.cx, 0), number(a.cy, 0)];
      const rx = number(a.rx, number(a.r, 0));
      const ry = number(a.ry, number(a.r, 0));
      if (rx <= 0 || ry <= 0) return null;
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case 'line':
      return `M${number(a.x1, 0)} ${number(a.y1, 0)}L${number(a.x2, 0)} ${number(a.y2, 0)}`;
    case 'polyline':
    case 'polygon': {
      const points = (a.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (points.length < 4) return null;
      const pairs: string[] = [];
      for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]} ${points[i + 1]}`);
      return `M${pairs.join('L')}${node.name === 'polygon' ? 'Z' : ''}`;
    }
    default:
      return null;
  }
}

/** An embedded PNG or JPEG (a basemap tile): drawn into its box; other images are left out. */
function drawImage(doc: Doc, node: Node) {
  const href = node.attrs.href ?? node.attrs['xlink:href'] ?? '';
  const data = href.match(/^data:image\/(png|jpeg);base64,(.+)$/);
  if (!data) return;
  const a = node.attrs;
  doc.image(Buffer.from(data[2] as string, 'base64'), number(a.x, 0), number(a.y, 0), {
    width: number(a.width, 0),
    height: number(a.height, 0),
  });
}

function draw(doc: Doc, node: Node, parent: Inherited, gradients: Map<string, string>, fonts: SvgFonts) {
  if (node.name === 'image') {
    doc.save();
    for (const m of parseTransform(node.attrs.transform)) doc.transform(...m);
    drawImage(doc, node);
    doc.restore();
    return;
  }
  if (
    [
      'defs',
      'clipPath',
      'mask',
      'style',
      'title',
      'desc',
      'image',
      'pattern',
      'linearGradient',
      'radialGradient',
    ].includes(node.name)
  )
    return;
  const style = styleOf(node);
  if (style.display === 'none' || style.visibility === 'hidden') return;
  const state = inherit(parent, style, gradients);
  const transforms = parseTransform(node.attrs.transform);
  doc.save();
  for (const m of transforms) doc.transform(...m);
  if (node.name === 'text') drawText(doc, node, state, fonts);
  else if (node.name === 'g' || node.name === 'svg' || node.name === 'a')
    for (const child of node.children) draw(doc, child, state, gradients, fonts);
  else {
    const d = shapePath(node);
    // A path nothing paints must not be started: PDF would paint it with the next shape.
    const painted = state.fill || (state.stroke && state.strokeWidth > 0);
    if (d && painted) {
      doc.path(d);
      paint(doc, state);
    }
  }
  doc.restore();
}

function collectGradients(node: Node, into: Map<string, string>) {
  if ((node.name === 'linearGradient' || node.name === 'radialGradient') && node.attrs.id) {
    const stop = node.children.find((c) => c.name === 'stop');
    if (stop) {
      const s = styleOf(stop);
      into.set(node.attrs.id, s['stop-color'] ?? '#000000');
    }
  }
  for (const child of node.children) collectGradients(child, into);
}

/** Draws an SVG document into the box (x, y, width, height) of the current page, keeping its aspect. */
export function drawSvg(
  doc: Doc,
  svg: string,
  box: { x: number; y: number; width: number; height: number },
  fonts: SvgFonts,
) {
  const root = parseSvg(svg);
  const viewBox = (root.attrs.viewBox ?? '').split(/[\s,]+/).map(Number);
  const [vx, vy, vw, vh] =
    viewBox.length === 4 && viewBox.every(Number.isFinite)
      ? (viewBox as [number, number, number, number])
      : [0, 0, number(root.attrs.width, box.width), number(root.attrs.height, box.height)];
  const scale = Math.min(box.width / vw, box.height / vh);
  const gradients = new Map<string, string>();
  collectGradients(root, gradients);
  const initial: Inherited = {
    fill: { colour: '#000000', opacity: 1 },
    stroke: null,
    strokeWidth: 1,
    opacity: 1,
    fillOpacity: 1,
    strokeOpacity: 1,
    fontSize: 12,
    bold: false,
    anchor: 'start',
    baseline: 'alphabetic',
    dash: '',
    cap: 'butt',
    join: 'miter',
  };
  doc.save();
  // The drawing's own area, as SVG clips to its viewBox: a basemap's edge tiles and paths go
  // past it, and the box may be taller than the drawing scaled to its width.
  doc.rect(box.x, box.y, vw * scale, vh * scale).clip();
  doc.transform(scale, 0, 0, scale, box.x - vx * scale, box.y - vy * scale);
  for (const child of root.children) draw(doc, child, initial, gradients, fonts);
  doc.restore();
  // pdfkit's text() moves its cursor; put it back under the drawing.
  doc.x = box.x;
  doc.y = box.y + vh * scale;
}
