/**
 * Labels on a report's map that stay whole: each is tried right, left, above and below its
 * marker, and takes the first place inside the drawing that covers no other label or marker;
 * with none free, the least crowded place, moved inside the drawing. Widths are estimated from
 * the characters (a little wide, so a label measured by the PDF's real font never overruns).
 */

export type Box = { x: number; y: number; width: number; height: number };
export type PlacedLabel = Box & { text: string; textX: number; textY: number };

const PAD = 3;

/** An estimate of a text's width in pixels at a font size, on the wide side. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const c of text) {
    if (/[ilj.,:;'|!]/.test(c)) em += 0.3;
    else if (c === ' ') em += 0.3;
    else if (/[A-Z0-9MW@%#&mw]/.test(c)) em += 0.72;
    else em += 0.58;
  }
  return em * fontSize * 1.05;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

export class LabelPlacer {
  private taken: Box[] = [];
  private frame: Box;
  constructor(frame: Box) {
    this.frame = frame;
  }

  /** Marks a marker's area so labels keep off it. */
  block(box: Box) {
    this.taken.push(box);
  }

  /**
   * A place for a label beside a marker at (x, y) of radius r; `optional` labels (geofence
   * names) are dropped rather than crowd others.
   */
  place(
    text: string,
    x: number,
    y: number,
    r: number,
    fontSize: number,
    optional = false,
  ): PlacedLabel | null {
    const width = Math.min(textWidth(text, fontSize) + 2 * PAD, this.frame.width - 4);
    const height = fontSize + 2 * PAD;
    const gap = r + 3;
    const candidates: Box[] = [
      { x: x + gap, y: y - height / 2, width, height },
      { x: x - gap - width, y: y - height / 2, width, height },
      { x: x - width / 2, y: y - gap - height, width, height },
      { x: x - width / 2, y: y + gap, width, height },
    ];
    const inside = (b: Box) =>
      b.x >= this.frame.x + 2 &&
      b.y >= this.frame.y + 2 &&
      b.x + b.width <= this.frame.x + this.frame.width - 2 &&
      b.y + b.height <= this.frame.y + this.frame.height - 2;
    const crowding = (b: Box) => this.taken.reduce((sum, t) => sum + overlap(b, t), 0);
    let chosen = candidates.find((b) => inside(b) && crowding(b) === 0);
    if (!chosen) {
      if (optional) return null;
      const clamped = candidates.map((b) => this.clamp(b));
      chosen = clamped.reduce((best, b) => (crowding(b) < crowding(best) ? b : best));
    }
    this.taken.push(chosen);
    return { ...chosen, text, textX: chosen.x + PAD, textY: chosen.y + chosen.height / 2 };
  }

  private clamp(b: Box): Box {
    const f = this.frame;
    return {
      ...b,
      x: Math.min(Math.max(b.x, f.x + 2), f.x + f.width - 2 - b.width),
      y: Math.min(Math.max(b.y, f.y + 2), f.y + f.height - 2 - b.height),
    };
  }
}
