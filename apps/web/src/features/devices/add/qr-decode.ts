/** The text of the QR code in an image file, or null when it has none. Loads the decoder on demand. */
export async function decodeQrImage(file: Blob): Promise<string | null> {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const url = URL.createObjectURL(file);
  try {
    const result = await new BrowserQRCodeReader().decodeFromImageUrl(url);
    return result.getText();
  } catch {
    // No code, a damaged one, or not an image at all: nothing to read either way.
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
