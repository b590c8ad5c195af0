// One documented uplink of a vendor's codec, with the output the codec gives for it: a TTN device
// repository example (TheThingsNetwork/lorawan-devices vendor/<vendor>/<codec>-codec.yaml), as The
// Things Stack hands it on, or a vendor decoder's output that a network server running that
// decoder hands on. The decoder tests check our decoder on the bytes; apps/server's
// network-decoded/vendor-codecs-agreement.test.ts checks that mapping the codec's output gives the
// readings our decoder gives, so that a device's readings do not depend on who decoded its uplink.

/** Readings as { field: value }, "field@time" for one stored at its own time. */
export type ExampleReadings = Readonly<Record<string, number | boolean>>;

/** An uplink and the codec's output for it. */
export type CodecOutput = {
  /** Our model id (registry.ts), the TTN device repository's `vendor/model`. */
  model: string;
  /** The codec and the example, e.g. `<codec>-codec.yaml <commit>, <the example's description>`. */
  source: string;
  fPort: number;
  hex: string;
  /** The codec's output (a TTN example's `output.data`), verbatim. */
  output: Readonly<Record<string, unknown>>;
};

/** An uplink with the codec's output and what our decoder makes of its bytes. */
export type CodecExample = CodecOutput & {
  /** The readings our decoder stores from these bytes (reading-fields.ts units). */
  readings: ExampleReadings;
  /** Our decoder's warnings for these bytes, where it has any. */
  warnings?: readonly string[];
};
