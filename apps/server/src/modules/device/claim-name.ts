import { listModels } from '@pinpoint/decoders';

const modelNames = new Map(listModels().map((model) => [model.modelId, model.model]));

/**
 * A claimed device's name when the user gave none: its model and the last four characters of its
 * Dev EUI ("LHT65 C8F2"), as printed on the device, so two of a kind tell apart; a model without
 * a decoder goes by the last part of its id, a device without a model by "Device".
 */
export function claimedDeviceName(modelId: string | null, devEui: string): string {
  const tail = devEui.slice(-4).toUpperCase();
  const model = modelId ? (modelNames.get(modelId) ?? modelId.split('/').pop()?.toUpperCase()) : null;
  return `${model || 'Device'} ${tail}`;
}
