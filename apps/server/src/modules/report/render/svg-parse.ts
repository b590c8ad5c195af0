/**
 * Reading the SVG the report's charts and maps are written in: a tolerant XML parser, SVG
 * transforms, colours and a node's style. svg-pdf.ts draws what these read onto a PDF page.
 */

export type SvgNode = { name: string; attrs: Record<string, string>; children: SvgNode[]; text: string };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return entities[code] ?? whole;
  });

/** A tolerant parser for the XML ECharts writes (no CDATA, no processing instructions to keep). */
export function parseSvg(svg: string): SvgNode {
  const root: SvgNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack: SvgNode[] = [root];
  const tag =
    /<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\w[^>]*>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const top = stack[stack.length - 1] as SvgNode;
    if (m.index > last) top.text += decode(svg.slice(last, m.index));
    last = tag.lastIndex;
    if (!m[2]) continue;
    if (m[1]) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (m[3] ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      attrs[a[1] as string] = decode(a[2] ?? a[3] ?? '');
    const node: SvgNode = { name: m[2], attrs, children: [], text: '' };
    top.children.push(node);
    if (!m[4]) stack.push(node);
  }
  return root.children.find((n) => n.name === 'svg') ?? root;
}

export type Matrix = [number, number, number, number, number, number];

export function parseTransform(value: string | undefined): Matrix[] {
  if (!value) return [];
  const out: Matrix[] = [];
  for (const m of value.matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const n = (m[2] ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const [a = 0, b = 0, c = 0] = n;
    switch (m[1]) {
      case 'matrix':
        if (n.length === 6) out.push(n as Matrix);
        break;
      case 'translate':
        out.push([1, 0, 0, 1, a, n.length > 1 ? b : 0]);
        break;
      case 'scale':
        out.push([a, 0, 0, n.length > 1 ? b : a, 0, 0]);
        break;
      case 'rotate': {
        const r = (a * Math.PI) / 180;
        const [cos, sin] = [Math.cos(r), Math.sin(r)];
        if (n.length === 3) out.push([1, 0, 0, 1, b, c]);
        out.push([cos, sin, -sin, cos, 0, 0]);
        if (n.length === 3) out.push([1, 0, 0, 1, -b, -c]);
        break;
      }
      case 'skewX':
        out.push([1, 0, Math.tan((a * Math.PI) / 180), 1, 0, 0]);
        break;
      case 'skewY':
        out.push([1, Math.tan((a * Math.PI) / 180), 0, 1, 0, 0]);
        break;
    }
  }
  return out;
}

export type Paint = { colour: string; opacity: number } | null;

export function parseColour(value: string | undefined, gradients: Map<string, string>): Paint | undefined {
  if (value === undefined || value === '') return undefined;
  const v = value.trim();
  if (v === 'none' || v === 'transparent') return null;
  const url = v.match(/^url\(#([^)]+)\)/);
  if (url) {
    const stop = gradients.get(url[1] as string);
    return stop ? parseColour(stop, gradients) : null;
  }
  const rgba = v.match(/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/);
  if (rgba) {
    const hex = (x: string) =>
      Math.max(0, Math.min(255, Math.round(Number(x))))
        .toString(16)
        .padStart(2, '0');
    const alpha = rgba[4] ? (rgba[4].endsWith('%') ? Number.parseFloat(rgba[4]) / 100 : Number(rgba[4])) : 1;
    return {
      colour: `#${hex(rgba[1] as string)}${hex(rgba[2] as string)}${hex(rgba[3] as string)}`,
      opacity: alpha,
    };
  }
  if (/^#[0-9a-f]{3}$/i.test(v))
    return { colour: `#${[...v.slice(1)].map((c) => c + c).join('')}`, opacity: 1 };
  if (/^#[0-9a-f]{6}$/i.test(v)) return { colour: v, opacity: 1 };
  if (/^[a-z]+$/i.test(v)) return { colour: v.toLowerCase(), opacity: 1 };
  return null;
}

/** Presentation attributes and the style attribute's declarations, the latter winning. */
export function styleOf(node: SvgNode): Record<string, string> {
  const style: Record<string, string> = { ...node.attrs };
  for (const declaration of (node.attrs.style ?? '').split(';')) {
    const at = declaration.indexOf(':');
    if (at > 0) style[declaration.slice(0, at).trim()] = declaration.slice(at + 1).trim();
  }
  const font = style.font;
  if (font) {
    const size = font.match(/([\d.]+)px/);
    if (size && !style['font-size']) style['font-size'] = `${size[1]}px`;
    if (/\bbold\b|\b[6-9]00\b/.test(font) && !style['font-weight']) style['font-weight'] = 'bold';
  }
  return style;
}
