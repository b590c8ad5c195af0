// MClimate Melissa LoRaWAN frames run through MClimate's own parser outside this repository:
// MClimate/mclimate-payload-helper b0b53173a6a7a886cf24cb78bf27563846574dfc,
// src/decoders/payloadParsers/melissaLorawanPayloadParser.ts (through uplinkPayloadParser(hex,
// 'melissa_lorawan'), compiled with tsc; the npm package 1.6.0 does not have it yet). The first
// four are the "Melissa payload decoder" tests of src/test/payloadDecoders.test.ts; `output` is the
// parser's, verbatim; `readings` and `warnings` are what we give for the bytes.

import type { CodecExample } from './codec-example.ts';

const keepalive = { sensorTemperature: 23.8, relativeHumidity: 27.34, isIrCodeRecordingRequested: false };
const keepaliveReadings = { temperature: 23.8, humidity: 27.34 };

const SOURCE = 'mclimate-payload-helper b0b53173 melissaLorawanPayloadParser';
const MODEL = 'mclimate/melissa-lorawan';

export const melissaExamples: readonly CodecExample[] = [
  {
    model: MODEL,
    source: `${SOURCE}, test "simple keepalive"`,
    fPort: 2,
    hex: '01027E4600',
    output: keepalive,
    readings: keepaliveReadings,
  },
  {
    model: MODEL,
    source: `${SOURCE}, test "keepalive with response of preloaded code" (06)`,
    fPort: 2,
    hex: '06004201027E4600',
    output: { preloadedCode: { codeAddress: 66, codeAddressRaw: '0042' }, ...keepalive },
    readings: keepaliveReadings,
  },
  {
    model: MODEL,
    source: `${SOURCE}, test "keepalive with response of recorded code" (0A)`,
    fPort: 2,
    hex: '0a0020002001027E4600',
    output: { recordedIrInfo: { recordedIrCodeSize: 32, bytesAlreadySent: '0020' }, ...keepalive },
    readings: keepaliveReadings,
  },
  {
    model: MODEL,
    source: `${SOURCE}, test "keepalive with response of transfered code" (0B)`,
    fPort: 2,
    hex: '0b2200000063320612062e062e000606000508120004040008080005180008081100050c01027E4600',
    output: {
      irCodeData: {
        chunkSize: 32,
        address: 0,
        chunkData: '0063320612062e062e000606000508120004040008080005180008081100050c',
      },
      ...keepalive,
    },
    readings: keepaliveReadings,
  },
  {
    model: MODEL,
    source: `${SOURCE}, below zero, recording requested (byte 4 bit 7)`,
    fPort: 2,
    hex: '0100f0b380',
    output: { sensorTemperature: -16, relativeHumidity: 69.92, isIrCodeRecordingRequested: true },
    readings: { temperature: -16, humidity: 69.92 },
  },
  {
    model: MODEL,
    source: `${SOURCE}, versions answer (04)`,
    fPort: 2,
    hex: '04231001027E4600',
    output: { deviceVersions: { hardware: 23, software: 10 }, ...keepalive },
    readings: keepaliveReadings,
  },
  {
    model: MODEL,
    source: `${SOURCE}, keep-alive period answer (12)`,
    fPort: 2,
    hex: '120a01027E4600',
    output: { keepAliveTime: 10, ...keepalive },
    readings: keepaliveReadings,
  },
  {
    model: MODEL,
    source: `${SOURCE}, an IR code chunk alone`,
    fPort: 2,
    hex: '0b0400100a0b',
    output: { irCodeData: { chunkSize: 2, address: 16, chunkData: '0a0b' } },
    readings: {},
  },
];
