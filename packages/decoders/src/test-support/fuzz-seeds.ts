// Real payloads for models that have no vector in the shared fixtures
// (/work/shared/fixtures/payload-vectors.json, read-only here): the fuzz test truncates and
// mutates them as it does the vectors, so its "some payloads decode" check holds for
// record-based (Milesight) formats, which random bytes almost never form.
// Each is the vendor's documented example (README of Milesight-IoT/SensorDecoders, TTN codec yaml).
export const fuzzSeeds: Readonly<Record<string, readonly string[]>> = {
  'milesight-iot/em300-mcs': ['01755C03673401046865060001', '20CE9E74466310015D01'],
  'milesight-iot/em300-di': ['01755C0367340104686520CE9E74466310015D020000010000'],
  'milesight-iot/ws302': ['017564055B053F02DA016A02'],
  'milesight-iot/em500-co2': ['01756403671901046873057D670406736827'],
  'dragino/lht52': ['08CD02207FFF0161CD4EDD'],
  'dragino/lwl03a': ['0100000A00000A635CD2F2'],
};
