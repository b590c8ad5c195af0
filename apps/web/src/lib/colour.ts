/**
 * MUI's colour rules (its `colorManipulator`: lighten, darken, alpha, the contrast text), for the
 * `#rrggbb` colours a deployment configures, `#rgb` and the `rgb()` ones they produce, without importing
 * MUI (issue 31: the first screen's theme is computed before MUI loads). Channels are truncated
 * to integers as MUI's recomposeColor does, so the strings are the ones MUI's theme holds.
 */
type Rgb = [number, number, number];

function channels(colour: string): Rgb {
  if (colour.startsWith('#')) {
    const short = colour.length === 4;
    const hex = short ? [...colour.slice(1)].map((digit) => digit + digit).join('') : colour.slice(1);
    return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
  }
  const match = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!match?.[1]) throw new Error(`not a colour: ${colour}`);
  return match[1]
    .split(',')
    .slice(0, 3)
    .map((value) => Number.parseFloat(value)) as Rgb;
}

const rgb = ([r, g, b]: Rgb) => `rgb(${Math.trunc(r)}, ${Math.trunc(g)}, ${Math.trunc(b)})`;

/** MUI's lighten: each channel moved `amount` of the way to white. */
export function lighten(colour: string, amount: number): string {
  return rgb(channels(colour).map((value) => value + (255 - value) * amount) as Rgb);
}

/** MUI's darken: each channel scaled down by `amount`. */
export function darken(colour: string, amount: number): string {
  return rgb(channels(colour).map((value) => value * (1 - amount)) as Rgb);
}

/** MUI's alpha: the colour with that opacity. */
export function alpha(colour: string, opacity: number): string {
  const [r, g, b] = channels(colour).map(Math.trunc);
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/** The relative luminance (WCAG 2), rounded to 3 places as MUI's getLuminance does. */
function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return Number((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
}

/** MUI's getContrastText with its default threshold of 3: white text, or near-black. */
export function contrastText(background: string): string {
  const ratio = (luminance(background) + 0.05) / (luminance('#ffffff') + 0.05);
  const contrast = ratio < 1 ? 1 / ratio : ratio;
  return contrast >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}
