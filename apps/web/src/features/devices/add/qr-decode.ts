/**
 * The text of the QR code in an image file, or null when it has none. Loads the decoder on demand.
 * ZXing's finder-pattern detector misses some valid codes whose data happens to look like a finder
 * pattern (about 7 in 100 random TR005 labels drawn cleanly): an image of the code alone, as a label
 * file or a screenshot is, is then read again as a pure code, straight from its grid.
 */
export async function decodeQrImage(file: Blob): Promise<string | null> {
  const [{ BrowserQRCodeReader }, { DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const url = URL.createObjectURL(file);
  try {
    for (const hints of [undefined, new Map([[DecodeHintType.PURE_BARCODE, true]])]) {
      const text = await new BrowserQRCodeReader(hints)
        .decodeFromImageUrl(url)
        .then((result) => result.getText())
        // No code, a damaged one, or not an image at all: nothing to read this way.
        .catch(() => null);
      if (text) return text;
    }
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export type CameraScan = { stop: () => void };

/** Scans codes from the camera into the video element until stopped; each text goes to onText. */
export async function scanFromCamera(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<CameraScan> {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const controls = await new BrowserQRCodeReader().decodeFromVideoDevice(undefined, video, (result) => {
    if (result) onText(result.getText());
  });
  return { stop: () => controls.stop() };
}

export const hasCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
