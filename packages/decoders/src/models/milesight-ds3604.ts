import { u8, u16le } from '../bytes.ts';
import { replyChannels } from '../formats/milesight-replies.ts';
import {
  batteryChannel,
  type Channel,
  type ChannelTable,
  deviceInfoChannels,
  label,
} from '../formats/milesight-tlv.ts';
import type { ResultBuilder } from '../result.ts';
import { milesightSensor } from './milesight-common.ts';

// Milesight DS3604 e-ink display. Names and values as Milesight's decoder (Milesight-IoT/
// SensorDecoders ds-series/ds3604/ds3604-decoder.js and its README.md): 01 75 battery, ff 2e
// button_status (single / double click, short / long press → `button`), ff 73
// current_template_id (byte + 1); fb 01 a text (blocks 0-9 → text_1..10) or QR code (10) block's
// UTF-8 content, fb 03 a block's layout (template_<n>_config), both under their template (id bits
// 6-7, + 1); fa 01 / 02 / 03 the results of updating a block's content, an image and a template.
// The id byte's block bits are its low 6 (0x3f) as the decoder reads them. Settings replies (ff / fe)
// as every Milesight model's: the raw value, but 28 and 3d (which report or action the byte names)
// and 73 (the template, + 1) as the decoder prints them. Differences, on purpose: fb 03 is the id,
// the length and that many bytes (the decoder steps over the length only, so it reads the last two
// layout bytes as the next record); fb 02 (image data, where the decoder throws "image data not
// implemented") is an unknown record.

const TEMPLATE_BLOCKS = [
  'text_1',
  'text_2',
  'text_3',
  'text_4',
  'text_5',
  'text_6',
  'text_7',
  'text_8',
  'text_9',
  'text_10',
  'qrcode',
  'image_1',
  'image_2',
  'battery_status',
  'connect_status',
] as const;

const QR_CODE = 10;
const RESULTS = [
  'success',
  'template id not exist',
  'block id not exist',
  'content is too long',
  'block unable to modify',
];
const BUTTON = ['single_click', 'double_click', 'short_press', 'long_press'];
const ENABLE = ['disable', 'enable'];
const BLOCK_TYPES = ['text', 'qrcode', 'image', 'battery_status', 'connect_status'];
const YES_NO = ['no', 'yes'];
const HORIZONTAL = ['left', 'center', 'right'];
const VERTICAL = ['top', 'center', 'bottom'];
const COLORS = ['white', 'black', 'red'];
const FONTS = [
  undefined,
  'SONG',
  'FANG',
  'BLACK',
  'KAI',
  'FT_ASCII',
  'DZ_ASCII',
  'CH_ASCII',
  'BX_ASCII',
  'BZ_ASCII',
  'FX_ASCII',
  'GD_ASCII',
  'HZ_ASCII',
  'MS_ASCII',
  'SX_ASCII',
  'ZY_ASCII',
  'TM_ASCII',
  'YJ_LATIN',
  'CYRILLIC',
  'KSC5601',
  'JIS0208_HT',
  'ARABIC',
  'THAI',
  'GREEK',
  'HEBREW',
] as const;
const FONT_STYLES = ['normal', 'bold'];

const templateOf = (id: number): number => (id >> 6) + 1;
const blockOf = (id: number): number => id & 0x3f;

/** Sets `key` of the object field `name`, keeping the keys an earlier record of the uplink set. */
function setIn(out: ResultBuilder, name: string, key: string, value: unknown): void {
  const existing = out.fields[name];
  out.set(name, { ...(typeof existing === 'object' && existing !== null ? existing : {}), [key]: value });
}

/** Appends an entry to the list field `name`. */
function push(out: ResultBuilder, name: string, entry: Record<string, unknown>): void {
  const existing = out.fields[name];
  out.set(name, [...(Array.isArray(existing) ? existing : []), entry]);
}

const utf8 = new TextDecoder();

/** fb 01: the block id, then (text or QR code blocks) a length and that many UTF-8 bytes. */
const blockContent: Channel = {
  size: 1,
  sizeFrom: (bytes, at) => {
    if (at >= bytes.length) return undefined;
    if (blockOf(u8(bytes, at)) > QR_CODE) return 1;
    return at + 1 < bytes.length ? 2 + u8(bytes, at + 1) : undefined;
  },
  read(bytes, at, out, size) {
    const id = u8(bytes, at);
    const block = blockOf(id);
    const template = `template_${templateOf(id)}`;
    if (block > QR_CODE) {
      out.warn(`block ${block} of ${template} is not a text or QR code block; not decoded`);
      return;
    }
    setIn(out, template, TEMPLATE_BLOCKS[block] ?? '', utf8.decode(bytes.subarray(at + 2, at + size)));
  },
};

/** A block's layout, as readBlockConfig of the decoder: 17 bytes, a text block's 8 more. */
function blockConfig(bytes: Uint8Array, at: number, block: number): Record<string, unknown> {
  const config: Record<string, unknown> = {
    enable: label(ENABLE, u8(bytes, at)),
    type: label(BLOCK_TYPES, u8(bytes, at + 1)),
    start_x: u16le(bytes, at + 2),
    start_y: u16le(bytes, at + 4),
    end_x: u16le(bytes, at + 6),
    end_y: u16le(bytes, at + 8),
    border: label(YES_NO, u8(bytes, at + 10)),
    horizontal: label(HORIZONTAL, u8(bytes, at + 11)),
    vertical: label(VERTICAL, u8(bytes, at + 12)),
    background: label(COLORS, u8(bytes, at + 13)),
    foreground: label(COLORS, u8(bytes, at + 14)),
    layer: u8(bytes, at + 16),
  };
  if (block < 10) {
    config.font_type = FONTS[u8(bytes, at + 21)] ?? 'unknown';
    config.font_size = u8(bytes, at + 22);
    config.wrap = label(ENABLE, u8(bytes, at + 23));
    config.font_style = label(FONT_STYLES, u8(bytes, at + 24));
  }
  return config;
}

const LAYOUT = 17;
const TEXT_LAYOUT = 25;

/** fb 03: the block id, a length, then the block's layout. */
const templateConfig: Channel = {
  size: 2,
  sizeFrom: (bytes, at) => (at + 1 < bytes.length ? 2 + u8(bytes, at + 1) : undefined),
  read(bytes, at, out, size) {
    const id = u8(bytes, at);
    const block = blockOf(id);
    const name = TEMPLATE_BLOCKS[block];
    const needed = block < 10 ? TEXT_LAYOUT : LAYOUT;
    if (name === undefined || size - 2 < needed) {
      out.warn(
        `template config of block ${block}: ${size - 2} bytes, ${name === undefined ? 'no such block' : `needs ${needed}`}; not decoded`,
      );
      return;
    }
    setIn(out, `template_${templateOf(id)}_config`, name, blockConfig(bytes, at + 2, block));
  },
};

/** fa 01 / fa 03: the block id and the result of updating its content or its template. */
const updateResult = (name: string, blockName: (block: number) => string | undefined): Channel => ({
  size: 2,
  read(bytes, at, out) {
    const id = u8(bytes, at);
    const block = blockOf(id);
    const entry: Record<string, unknown> = { template_id: templateOf(id), block_id: block };
    const named = blockName(block);
    if (named !== undefined) entry.block_name = named;
    entry.result = label(RESULTS, u8(bytes, at + 1));
    push(out, name, entry);
  },
});

const button: Channel = {
  size: 1,
  read(bytes, at, out) {
    const value = u8(bytes, at);
    out.set('button_status', label(BUTTON, value));
    if (value < BUTTON.length) out.reading('button', true);
    else out.warn(`unknown button_status ${value}`);
  },
};

const currentTemplate: Channel = {
  size: 1,
  read: (bytes, at, out) => out.set('current_template_id', u8(bytes, at) + 1),
};

/** ff / fe 28 and 3d: the byte names the report or action the device confirms. */
const namedAction = (names: Readonly<Record<number, string>>, type: string): Channel => ({
  size: 1,
  read(bytes, at, out) {
    const name = names[u8(bytes, at)];
    if (name === undefined) out.warn(`unknown ${type} reply ${u8(bytes, at)}`);
    else out.set(name, 'yes');
  },
});

const report = namedAction(
  { 0: 'report_battery', 1: 'report_buzzer', 2: 'report_current_template', 3: 'report_current_display' },
  'ff 28',
);
const action = namedAction({ 1: 'beep', 2: 'refresh_display' }, 'ff 3d');

const table: ChannelTable = {
  ...replyChannels({
    '03': ['report_interval', 2],
    '10': ['reboot', 1],
    '25': ['button_enable', 1],
    '27': ['clear_image', 1],
    '3e': ['buzzer_enable', 1],
    '66': ['button_visible', 1],
    '82': ['multicast_config', 1],
    '89': ['block_visible', 5],
    '90': ['switch_template_button_enable', 1],
  }),
  ff28: report,
  fe28: report,
  ff3d: action,
  fe3d: action,
  ff73: currentTemplate,
  fe73: currentTemplate,
  ...deviceInfoChannels,
  '0175': batteryChannel,
  ff2e: button,
  fb01: blockContent,
  fb03: templateConfig,
  fa01: updateResult('update_content_result', (block) =>
    block <= QR_CODE ? TEMPLATE_BLOCKS[block] : undefined,
  ),
  fa02: {
    size: 2,
    read(bytes, at, out) {
      const id = u8(bytes, at);
      push(out, 'receive_image_data_result', {
        template_id: templateOf(id),
        block_id: blockOf(id),
        block_name: `image_${blockOf(id)}`,
        data_frame: u8(bytes, at + 1),
      });
    },
  },
  fa03: updateResult('update_template_result', (block) => TEMPLATE_BLOCKS[block]),
};

export const milesightDs3604 = milesightSensor({
  model: 'DS3604',
  readings: ['battery_pct', 'button'],
  // A key's press is sent when it happens, never its end.
  momentary: ['button'],
  table,
  encoder: { file: 'ds3604-encoder.js', seconds: 'u16 LE' },
});
