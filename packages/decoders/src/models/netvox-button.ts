import { hexByte, requireLength, u8 } from '../bytes.ts';
import {
  type NetvoxFamily,
  netvoxModel,
  type ReportReader,
  readBattery,
  stateReading,
} from '../formats/netvox.ts';
import { batteryChange, statusAt } from '../formats/netvox-config.ts';

// Netvox push buttons: RB02I (emergency button), R718T (push button interface), R312A (emergency
// button) and R312 (doorbell button), one layout (TTN device repository vendor/netvox/payload/
// rb02i_r718t_r312a_r312.js). Report 0x01: battery, then the press: "Alarm (1Byte, 0: no alarm
// 1: alarm)" (R718T2 manual, the R718T's two-input sibling), `Doorbell` on the R312.
// Port 13 answers the button press time commands: [0x81 SetButtonPressTimeRsp][status] and
// [0x82 GetButtonPressTimeRsp][press time: 0 a quick push under 1 s, else seconds].

const PRESS_TIME_PORT = 13;

const pressTimeAnswer: ReportReader = (bytes, out) => {
  requireLength(bytes, 2);
  const id = u8(bytes, 0);
  if (id === 0x81) {
    out.set('Cmd', 'SetButtonPressTimeRsp');
    statusAt(1)(bytes, out);
  } else if (id === 0x82) {
    out.set('Cmd', 'GetButtonPressTimeRsp');
    out.set('PressTime', u8(bytes, 1));
  } else {
    out.warn(`unknown button press time answer ${hexByte(id)}; not decoded`);
  }
};

function buttonFamily(name: 'Alarm' | 'Doorbell'): NetvoxFamily {
  return {
    reports: {
      1: (bytes, out) => {
        readBattery(bytes, 3, out);
        out.set(name, u8(bytes, 4));
        stateReading(out, 'button', u8(bytes, 4), name);
      },
    },
    config: { changes: batteryChange },
    ports: { [PRESS_TIME_PORT]: pressTimeAnswer },
  };
}

const alarm = buttonFamily('Alarm');
const readings = ['button', 'battery_mv', 'low_battery'] as const;

export const netvoxRb02i = netvoxModel(alarm, 'RB02I', 0x10, readings);
export const netvoxR718t = netvoxModel(alarm, 'R718T', 0x31, readings);
export const netvoxR312a = netvoxModel(alarm, 'R312A', 0x4d, readings);
export const netvoxR312 = netvoxModel(buttonFamily('Doorbell'), 'R312', 0x55, readings);
