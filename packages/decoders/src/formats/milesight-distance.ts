import { u16le } from '../bytes.ts';
import type { Channel } from './milesight-tlv.ts';

/** 03 82: distance in mm, u16 LE (EM500-UDL, EM310-UDL). */
export const distanceChannel: Channel = {
  size: 2,
  read(bytes, at, out) {
    out.set('distance', u16le(bytes, at));
    out.reading('distance_mm', u16le(bytes, at));
  },
};
