import { radioBridgeModel } from '../formats/radio-bridge.ts';

// Radio Bridge (now MultiTech) sensors, one model per TTN device repository id
// (vendor/radio-bridge/index.yaml), all in the common event message format (formats/radio-bridge.ts).
// Each lists the event types it sends: its product's support article and user guide. The RBS306-VSHB
// vibration sensor is left out: its events are not in Radio Bridge's decoder ("except RBS306-VSHB").

const temperature = ['temperature', 'threshold_alarm'] as const;
const airTemperatureHumidity = ['temperature', 'humidity', 'threshold_alarm'] as const;
const distance = ['distance_mm', 'threshold_alarm'] as const;

// Dry contact sensors: what shorted or open contacts mean is the installation's, so the contact
// stays a vendor field (no door_open).
export const radioBridgeRbs101Con = radioBridgeModel('RBS101-CON', [0x07], []);
export const radioBridgeRbs306Con = radioBridgeModel('RBS306-CON', [0x07], []);

export const radioBridgeRbs301Dws = radioBridgeModel('RBS301-DWS', [0x03], ['door_open']);
export const radioBridgeRbs3011 = radioBridgeModel('RBS301-1', [0x06], ['button']);
export const radioBridgeRbs301Abm = radioBridgeModel('RBS301-ABM', [0x0e], ['motion']);
export const radioBridgeRbs306Abm = radioBridgeModel('RBS306-ABM', [0x0e], ['motion']);
export const radioBridgeRbs301Tilt = radioBridgeModel('RBS301-TILT', [0x0a], ['tilt']);
export const radioBridgeRbs306TiltHp = radioBridgeModel('RBS306-TILT-HP', [0x0f], ['tilt', 'temperature']);

// Water leak probes and water rope sensors send the same water event.
export const radioBridgeRbs301Wat = radioBridgeModel('RBS301-WAT', [0x08], ['leak']);
export const radioBridgeRbs301Wr1m = radioBridgeModel('RBS301-WR1M', [0x08], ['leak']);
export const radioBridgeRbs306Wr1m = radioBridgeModel('RBS306-WR1M', [0x08], ['leak']);

export const radioBridgeRbs301TempExt = radioBridgeModel('RBS301-TEMP-EXT', [0x09], temperature);
export const radioBridgeRbs306TempExt = radioBridgeModel('RBS306-TEMP-EXT', [0x09], temperature);
// The no-probe sensor sent the 0x09 event; the v1.4 decoder gives RBS301-TEMP-INT the 0x19 one.
export const radioBridgeRbs301TempInt = radioBridgeModel('RBS301-TEMP-INT', [0x09, 0x19], temperature);
export const radioBridgeRbs306TempTc = radioBridgeModel('RBS306-TEMP-TC', [0x13], temperature);

export const radioBridgeRbs305Ath = radioBridgeModel('RBS305-ATH', [0x0d], airTemperatureHumidity);
export const radioBridgeRbs306AthExt = radioBridgeModel('RBS306-ATH-EXT', [0x0d], airTemperatureHumidity);

// The MaxBotix HR bridge has no document of its own; the ultrasonic event is the only distance
// event of the decoder that names it among its RBS306 sensors.
export const radioBridgeRbs306Us10m = radioBridgeModel('RBS306-US10M', [0x10], distance);
export const radioBridgeRbs306Mbhr = radioBridgeModel('RBS306-MBHR', [0x10], distance);

export const radioBridgeRbs306420ma = radioBridgeModel('RBS306-420MA', [0x11], ['threshold_alarm']);
export const radioBridgeRbs306Vm30 = radioBridgeModel('RBS306-VM30', [0x14], ['voltage', 'threshold_alarm']);
