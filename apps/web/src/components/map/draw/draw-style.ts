/** terra-draw's colour type: six-digit hex only. */
export type HexColour = `#${string}`;

const hexPair = (value: number) =>
  Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');

/**
 * A CSS colour as terra-draw takes it (#rrggbb): MUI's palette gives '#abc', '#aabbcc' or
 * 'rgb(r, g, b)' (its lighten() for the dark theme). Anything else falls back.
 */
export function toHexColour(colour: string, fallback: HexColour = '#004aad'): HexColour {
  const text = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text as HexColour;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(text);
  if (rgb) return `#${hexPair(Number(rgb[1]))}${hexPair(Number(rgb[2]))}${hexPair(Number(rgb[3]))}`;
  return fallback;
}
