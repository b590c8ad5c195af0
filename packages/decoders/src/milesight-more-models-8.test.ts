import { describe, expect, it } from 'vitest';
import { errorOf, run } from './test-support/decode-helpers.ts';
import { milesightCases9 } from './test-support/milesight-decoder-examples-9.ts';
import { readingsOf } from './test-support/tracker-cases.ts';

// WT301, WT302, WS525 and DS3604 against what Milesight's own decoders give for the same bytes
// (test-support/milesight-decoder-examples-9.ts, where the sources are named: Milesight-IoT/
// SensorDecoders e79c9d8b wt-series/wt301/wt301-decoder.js (= wt302/wt302-decoder.js),
// ws-series/ws525/ws525-decoder.js (= ws523/ws523-decoder.js), ds-series/ds3604/
// ds3604-decoder.js, and the README.md examples of the WS525 and DS3604): our
// fields are the decoder's output (or `ours`), our readings and warnings as listed. Where `ours`
// differs, on purpose:
// - WT301 / WT302 `type`: the name of the frame's data id as the decoder's switch and the
//   encoder's query frames use it (01 thermostat_status .. 09 server_temperature, 0F all), where
//   wt301-decoder.js's readType looks the id up in a table that starts at 0 (05, the room
//   temperature, prints "temperature_target"; 0F "unknown");
// - WT301 / WT302 `raw` and `crc` left out: `raw` is the bytes after the data id as many as the
//   data length says (which counts the id, so the CRC is among them) and `crc` is read one byte
//   past the frame (absent); the CRC's algorithm is not published, so neither is checked;
// - a WS525 or DS3604 settings reply of the ff / fe records: the raw number (or hex, for the
//   DS3604's 5-byte block_visible), as every Milesight model's replies (formats/
//   milesight-replies.ts, the WS523's alike), where the decoder prints its word or object
//   ("enable", { enable, threshold }); the DS3604's 28 / 3d / 73 replies are the decoder's.

describe.each(Object.entries(milesightCases9))('%s', (modelId, cases) => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
    const result = run(modelId, 85, item.hex);
    expect(result.fields).toStrictEqual(item.ours ?? item.output);
    expect(readingsOf(result)).toStrictEqual(item.readings);
    expect(result.warnings).toEqual(item.warnings);
  });
});

describe('WT301 / WT302', () => {
  it('refuses a data id the decoder has no value for', () => {
    // wt301-decoder.js prints only the header for 0A: head, command, data_length, type "unknown".
    expect(errorOf(() => run('milesight-iot/wt301', 85, '550200020A0100')).message).toBe(
      'milesight-iot/wt301: unknown data id 0x0A',
    );
    expect(errorOf(() => run('milesight-iot/wt302', 85, '55020002000100')).kind).toBe('invalid_payload');
  });

  it('refuses a frame cut before its values', () => {
    // wt301-decoder.js prints card_mode and control_mode "unknown" and server_temperature NaN for a
    // 0F frame cut after its sixth value.
    expect(errorOf(() => run('milesight-iot/wt301', 85, '5502000A0F010000023A2C')).message).toBe(
      'milesight-iot/wt301: data id 0x0F needs 9 value bytes, has 6',
    );
    expect(errorOf(() => run('milesight-iot/wt301', 85, '55020002')).message).toBe(
      'milesight-iot/wt301: frame of 4 bytes, needs at least 5',
    );
  });

  it('reads a command it does not know as the decoder does, with a warning', () => {
    const result = run('milesight-iot/wt301', 85, '5503000205301E');
    expect(result.fields).toStrictEqual({
      head: 85,
      command: 'unknown',
      data_length: 2,
      type: 'temperature',
      temperature: 24,
    });
    expect(readingsOf(result)).toStrictEqual({ temperature: 24 });
    expect(result.warnings).toEqual(['unknown command 3']);
  });

  it('the WT302 reads every frame as the WT301 (one decoder for both)', () => {
    for (const item of milesightCases9['milesight-iot/wt301'] ?? []) {
      expect(run('milesight-iot/wt302', 85, item.hex)).toStrictEqual(
        run('milesight-iot/wt301', 85, item.hex),
      );
    }
  });
});

describe('WS525', () => {
  it('reads as the WS523, whose decoder it is byte for byte', () => {
    for (const item of milesightCases9['milesight-iot/ws525'] ?? []) {
      expect(run('milesight-iot/ws525', 85, item.hex)).toStrictEqual(
        run('milesight-iot/ws523', 85, item.hex),
      );
    }
  });

  it('a record cut short is not read', () => {
    // ws525-decoder.js prints voltage 0 for 03 74 cut after its channel bytes.
    const result = run('milesight-iot/ws525', 85, '0870010374');
    expect(readingsOf(result)).toStrictEqual({ relay_on: true });
    expect(result.warnings).toEqual([
      'payload truncated: channel 0x03 0x74 at byte 3 needs 4 bytes, has 2; not decoded',
    ]);
  });
});

describe('DS3604', () => {
  // ds3604-decoder.js's readBlockConfig, run on the layout bytes alone (Milesight-IoT/
  // SensorDecoders e79c9d8b): its milesightDeviceDecode throws on every fb 03 record ("unknown
  // channel id: 0" for the first, 3 for the second), as it steps over the length byte only and
  // reads the layout's last bytes as the next record.
  const textLayout = {
    enable: 'enable',
    type: 'text',
    start_x: 16,
    start_y: 32,
    end_x: 280,
    end_y: 64,
    border: 'yes',
    horizontal: 'center',
    vertical: 'bottom',
    background: 'white',
    foreground: 'red',
    layer: 3,
    font_type: 'FT_ASCII',
    font_size: 24,
    wrap: 'enable',
    font_style: 'bold',
  };
  const imageLayout = {
    enable: 'enable',
    type: 'image',
    start_x: 200,
    start_y: 10,
    end_x: 296,
    end_y: 120,
    border: 'no',
    horizontal: 'right',
    vertical: 'center',
    background: 'black',
    foreground: 'white',
    layer: 1,
  };

  it("reads a block's layout (fb 03) as the decoder's readBlockConfig does, and the records after it", () => {
    const text = run(
      'milesight-iot/ds3604',
      85,
      'FB03001901001000200018014000010102000200030000000005180101',
    );
    expect(text.fields).toStrictEqual({ template_1_config: { text_1: textLayout } });
    const image = run('milesight-iot/ds3604', 85, 'FB034B110102C8000A002801780000020101000001017564');
    expect(image.fields).toStrictEqual({ template_2_config: { image_1: imageLayout }, battery: 100 });
    expect(readingsOf(image)).toStrictEqual({ battery_pct: 100 });
  });

  it('a layout too short for its block is not read', () => {
    const result = run('milesight-iot/ds3604', 85, 'FB030003010000017564');
    expect(result.fields).toStrictEqual({ battery: 100 });
    expect(result.warnings).toEqual(['template config of block 0: 3 bytes, needs 25; not decoded']);
  });

  it('refuses image data (fb 02), which the decoder does not implement either', () => {
    // ds3604-decoder.js throws "image data not implemented".
    expect(errorOf(() => run('milesight-iot/ds3604', 85, 'FB0202')).kind).toBe('invalid_payload');
    const result = run('milesight-iot/ds3604', 85, '017564FB0202');
    expect(readingsOf(result)).toStrictEqual({ battery_pct: 100 });
    expect(result.warnings).toEqual(['unknown channel 0xFB 0x02 at byte 3: 3 bytes not decoded']);
  });

  it('a content record of a block that holds no text keeps the records before it', () => {
    // ds3604-decoder.js reads the id byte only and prints an empty template_1 ({}).
    const result = run('milesight-iot/ds3604', 85, 'FF2E01FB010B');
    expect(result.fields).toStrictEqual({ button_status: 'double_click' });
    expect(readingsOf(result)).toStrictEqual({ button: true });
    expect(result.warnings).toEqual(['block 11 of template_1 is not a text or QR code block; not decoded']);
  });

  it('a button byte the decoder has no word for is no press', () => {
    const result = run('milesight-iot/ds3604', 85, 'FF2E04');
    expect(result.fields).toStrictEqual({ button_status: 'unknown' });
    expect(result.readings).toEqual([]);
    expect(result.warnings).toEqual(['unknown button_status 4']);
  });
});
