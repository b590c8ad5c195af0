export type DecodeErrorKind = 'unknown_model' | 'unsupported_port' | 'invalid_payload';

/**
 * The only error `decode` throws. The message is meant for people (logs, the
 * frame view); `kind` lets the ingest pipeline count failures by cause.
 */
export class DecodeError extends Error {
  override name = 'DecodeError';
  readonly kind: DecodeErrorKind;

  constructor(message: string, kind: DecodeErrorKind = 'invalid_payload', options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}
