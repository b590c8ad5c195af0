import { adeunisCodecOutputs } from './adeunis-examples.ts';
import { browanL0010CodecOutputs } from './browan-examples-2.ts';
import { cd10TtnExample, merryIotExamples } from './browan-more-examples-1.ts';
import type { CodecOutput } from './codec-example.ts';
import { asNetworkDecoded, decentlabCodecExamples } from './decentlab-examples.ts';
import { decentlabMoreExamples1 } from './decentlab-examples-1.ts';
import { draginoExamples4 } from './dragino-examples-4.ts';
import { draginoExamples5 } from './dragino-examples-5.ts';
import { draginoExamples6 } from './dragino-examples-6.ts';
import { draginoExamples7 } from './dragino-examples-7.ts';
import { draginoExamples8 } from './dragino-examples-8.ts';
import { draginoExamples9 } from './dragino-examples-9.ts';
import { draginoOwnOutputs } from './dragino-own-outputs.ts';
import { mclimateDecoderOutputs2, mclimateTtnExamples2 } from './mclimate-examples-2.ts';
import { melissaExamples } from './mclimate-examples-3.ts';
import { milesightDecoderOutputs } from './milesight-decoder-examples.ts';
import { milesightDecoderOutputs3 } from './milesight-decoder-examples-3.ts';
import { milesightDecoderOutputs4 } from './milesight-decoder-examples-4.ts';
import { milesightDecoderOutputs5 } from './milesight-decoder-examples-5.ts';
import { milesightDecoderOutputs6 } from './milesight-decoder-examples-6.ts';
import { milesightDecoderOutputs7 } from './milesight-decoder-examples-7.ts';
import { milesightDecoderOutputs8 } from './milesight-decoder-examples-8.ts';
import { milesightDecoderOutputs9 } from './milesight-decoder-examples-9.ts';
import { milesightDecoderOutputs10 } from './milesight-decoder-examples-10.ts';
import { milesightDecoderOutputsV2 } from './milesight-decoder-examples-v2.ts';
import { milesightTs30xOutputsV2 } from './milesight-ts30x-v2-examples.ts';
import { milesightWs513Outputs } from './milesight-ws513-examples.ts';
import {
  LW005_SOURCE,
  LW006_SOURCE,
  LW009_PRO_SOURCE,
  lw005Cases,
  lw006Cases,
  lw009ProCases,
  type MokoCase,
} from './moko-more-examples.ts';
import { netvoxMoreCodecOutputs, netvoxMoreMappingGaps } from './netvox-more-examples.ts';
import { netvoxMoreCodecOutputs2, netvoxR831Outputs } from './netvox-more-examples-2.ts';
import { netvoxMoreCodecOutputs3 } from './netvox-more-examples-3.ts';
import { netvoxMoreCodecOutputs4 } from './netvox-more-examples-4.ts';
import { radioBridgeOutputs } from './radio-bridge-outputs.ts';
import { rak10702Examples } from './rak-rak10702-examples.ts';
import { sensecapExamples2CodecOutputs } from './sensecap-examples-2.ts';
import { senseCapT1000eOutputs } from './sensecap-t1000e-outputs.ts';
import { senseCapT2000Examples } from './sensecap-t2000-examples.ts';
import { talkpoolExamples1 } from './talkpool-examples-1.ts';
import { chickadeeScanFailed, tektelicTrackerExamples } from './tektelic-browan-tracker-examples.ts';
import { konaHomeGen3TtnExamples } from './tektelic-examples-1.ts';
import { industrialTransceiverExamples } from './tektelic-more-examples-1.ts';
import { abeewayAt3Outputs } from './ttn-codec-examples-abeeway-at3.ts';
import { browanTtnExamples } from './ttn-codec-examples-browan.ts';
import { elsysTtnExamples } from './ttn-codec-examples-elsys.ts';
import { lairdTtnExamples } from './ttn-codec-examples-laird.ts';
import { mclimateDecoderOutputs, mclimateTtnExamples } from './ttn-codec-examples-mclimate.ts';
import { moreModels3CodecExamples } from './ttn-codec-examples-more-3.ts';
import { netvoxTtnExamples } from './ttn-codec-examples-netvox.ts';
import { sensorTtnExamples } from './ttn-codec-examples-sensors.ts';
import { tektelicTtnExamples } from './ttn-codec-examples-tektelic.ts';
import { tektelicTtnExamples2 } from './ttn-codec-examples-tektelic-2.ts';
import {
  abeewayTtnExamples,
  digitalMatterTtnExamples,
  mokoTtnExamples,
} from './ttn-codec-examples-trackers.ts';
import { mokoMteDecoderOutputs } from './ttn-codec-examples-trackers-2.ts';
import { imbuildingsExamples } from './ttn-codec-examples-vendors-2.ts';
import { rakTalkpoolExamples } from './ttn-codec-examples-vendors-2b.ts';
import { ttnCodecRuns } from './ttn-codec-runs.ts';
import { milesightTtnCodecRuns } from './ttn-codec-runs-milesight.ts';
import { draginoCoverageExamples } from './ttn-coverage-dragino.ts';
import { milesightCoverageExamples } from './ttn-coverage-milesight.ts';
import { othersCoverageExamples } from './ttn-coverage-others.ts';
import { devicePort, loadVectors } from './vectors.ts';
import {
  browanTabsOutputs,
  tektelicOrcaFixes,
  vendorOwnOutputs,
  vendorOwnOutputsChirpStackV3,
} from './vendor-own-outputs.ts';

// Every codec output our decoder tests record with its uplink, from whichever module holds it,
// for apps/server's network-decoded/vendor-codecs-agreement.test.ts: the TTN device repository's
// codec examples, and vendors' own decoders' outputs (Milesight's newer models, MClimate's thermistors).

/** The shared fixtures' complete TTN examples (payload-vectors.json), on the device's own port. */
const vectorExamples: CodecOutput[] = loadVectors()
  .filter((vector) => vector.fieldNaming === 'ttn-device-repo' && vector.expectedIsComplete)
  .map((vector) => ({
    model: vector.modelId,
    source: vector.source.replace('TheThingsNetwork/lorawan-devices vendor/', ''),
    fPort: devicePort(vector),
    hex: vector.payloadHex,
    output: vector.expected,
  }));

/** Decentlab's examples, each value as the codec writes it ({value, unit}). */
const decentlabExamples: CodecOutput[] = decentlabCodecExamples.map(({ model, source, hex, output }) => ({
  model,
  source,
  fPort: 1,
  hex,
  output: asNetworkDecoded(output),
}));

/**
 * Decentlab's own decoders' outputs for its payloads and ours (decentlab-examples-1.ts), the same
 * as the TTN codecs'; not the word-end frames (a battery word of 0, 0 V, is no reading there).
 */
const decentlabMoreOutputs1: CodecOutput[] = decentlabMoreExamples1
  .filter(({ source }) => !source.includes('word ends'))
  .map(({ model, source, hex, output }) => ({
    model,
    source,
    fPort: 1,
    hex,
    output: asNetworkDecoded(output),
  }));

/**
 * MOKO's own decoders' outputs (moko-more-examples.ts) but for frames whose values they do not
 * print: a stored frame (its raw bytes), one refused as "Timestamp wrong", and the LW005-MP's
 * energy printed to 0.01 kWh (MOKO's quoted port-8 example; apps/server vendor-codecs-moko.test.ts).
 */
const mokoOwnOutputs = (model: string, source: string, cases: readonly MokoCase[]): CodecOutput[] =>
  cases
    .filter(
      ({ name, vendor }) =>
        !('rawData' in vendor) && !('result' in vendor) && name !== 'MOKO decoder quoted example, port 8',
    )
    .map(({ name, port, hex, vendor }) => ({
      model,
      source: `${source}, ${name}`,
      fPort: port,
      hex,
      output: vendor,
    }));

export const codecOutputs: readonly CodecOutput[] = [
  ...vectorExamples,
  ...Object.values(browanTtnExamples),
  ...merryIotExamples,
  cd10TtnExample,
  ...browanL0010CodecOutputs,
  ...decentlabExamples,
  ...decentlabMoreOutputs1,
  ...elsysTtnExamples,
  ...lairdTtnExamples,
  ...mclimateTtnExamples,
  ...mclimateDecoderOutputs,
  ...mclimateTtnExamples2,
  ...mclimateDecoderOutputs2,
  ...moreModels3CodecExamples,
  ...netvoxTtnExamples,
  ...netvoxMoreCodecOutputs,
  ...netvoxMoreMappingGaps,
  ...netvoxMoreCodecOutputs2,
  ...netvoxR831Outputs,
  ...netvoxMoreCodecOutputs3,
  ...netvoxMoreCodecOutputs4,
  ...Object.values(sensorTtnExamples),
  ...tektelicTtnExamples,
  ...tektelicTtnExamples2,
  ...industrialTransceiverExamples,
  ...konaHomeGen3TtnExamples,
  ...tektelicTrackerExamples,
  chickadeeScanFailed,
  ...Object.values(abeewayTtnExamples),
  ...Object.values(digitalMatterTtnExamples),
  ...Object.values(mokoTtnExamples),
  ...adeunisCodecOutputs,
  ...mokoMteDecoderOutputs,
  ...mokoOwnOutputs('moko/lw005-mp', LW005_SOURCE, lw005Cases),
  ...mokoOwnOutputs('moko/lw006-sb', LW006_SOURCE, lw006Cases),
  ...mokoOwnOutputs('moko/lw009-sm-pro', LW009_PRO_SOURCE, lw009ProCases),
  ...abeewayAt3Outputs,
  ...milesightDecoderOutputs,
  ...milesightDecoderOutputs3,
  ...milesightDecoderOutputs4,
  ...milesightDecoderOutputs5,
  ...milesightDecoderOutputsV2,
  ...milesightTs30xOutputsV2,
  ...milesightWs513Outputs,
  ...milesightDecoderOutputs6,
  ...milesightDecoderOutputs7,
  ...milesightDecoderOutputs8,
  ...milesightDecoderOutputs9,
  ...milesightDecoderOutputs10,
  ...senseCapT1000eOutputs,
  ...senseCapT2000Examples,
  ...sensecapExamples2CodecOutputs,
  ...imbuildingsExamples,
  ...rakTalkpoolExamples,
  // Not the OY1200's top-bit temperature word: the codec prints it unsigned (368.64 °C), we give none.
  ...talkpoolExamples1.filter((example) => !example.source.includes('top bit')),
  ...melissaExamples,
  ...rak10702Examples,
  ...radioBridgeOutputs,
  ...draginoExamples4,
  ...draginoExamples5,
  ...draginoExamples6,
  // Not the LC01's datalog (port 3): its DataLog records are no names the network-decoded mapping reads.
  ...draginoExamples7.filter((example) => !(example.model === 'dragino/lc01' && example.fPort === 3)),
  ...draginoExamples8,
  ...draginoExamples9,
  ...draginoCoverageExamples,
  ...milesightCoverageExamples,
  ...othersCoverageExamples,
  ...vendorOwnOutputs,
  ...browanTabsOutputs,
  ...vendorOwnOutputsChirpStackV3,
  ...tektelicOrcaFixes,
  ...draginoOwnOutputs,
  ...ttnCodecRuns,
  ...milesightTtnCodecRuns,
];

/** The output of the one example of `model` whose source includes `source`, as a codec hands it on. */
export function outputOf(model: string, source: string): Record<string, unknown> {
  const found = codecOutputs.filter((example) => example.model === model && example.source.includes(source));
  if (found.length !== 1) throw new Error(`${found.length} examples of ${model} from "${source}"`);
  return structuredClone(found[0]?.output) as Record<string, unknown>;
}
