import { decentlabModel } from '../formats/decentlab.ts';
import {
  barometer,
  battery,
  ctd10,
  ds18,
  fiveTm,
  iamActivity,
  iamCo2,
  iamLight,
  iamVoc,
  lid,
  lp8,
  lp8pBarometer,
  mbx,
  pr36,
  rangedPressure,
  rhc,
  sht21Air,
  sht35Air,
  sps30,
  trs11,
  trs12,
  trs21,
  wrmSurface,
} from '../formats/decentlab-sensors.ts';
import { atm22, atm41, pyranometer, rainGauge } from '../formats/decentlab-weather.ts';

// Decentlab devices, each with its sensor groups in flag-bit order; the model id is the TTN device
// repository's (vendor/decentlab/index.yaml): `decentlab/` and the model name in lower case. Where
// a formula has a device parameter (a pressure probe's range, a rain gauge's bucket), it is the
// one of the codec TTN's device profile names (dl-pr21-1-10, dl-pr26-0-1, dl-pr36-8192,
// dl-tbrg-01): another probe range needs a model entry of its own.

// Air temperature and humidity.
const sht35 = [sht35Air, battery];
export const decentlabSht35001 = decentlabModel('DL-SHT35-001', sht35);
export const decentlabSht35002 = decentlabModel('DL-SHT35-002', sht35);
export const decentlabRhc = decentlabModel('DL-RHC', [rhc, battery]);
export const decentlabWrm = decentlabModel('DL-WRM', [sht35Air, wrmSurface, battery]);
export const decentlabDs18 = decentlabModel('DL-DS18', [ds18, battery]);

// Soil.
export const decentlab5tm = decentlabModel('DL-5TM', [fiveTm, battery]);
export const decentlabTrs11 = decentlabModel('DL-TRS11', [trs11, battery]);
export const decentlabTrs12 = decentlabModel('DL-TRS12', [trs12, battery]);
export const decentlabTrs21 = decentlabModel('DL-TRS21', [trs21, battery]);

// Distance and level, liquid pressure.
export const decentlabMbx = decentlabModel('DL-MBX', [mbx, battery]);
export const decentlabLid = decentlabModel('DL-LID', [lid, battery]);
export const decentlabPr21 = decentlabModel('DL-PR21', [rangedPressure(-1, 10), battery]);
export const decentlabPr26 = decentlabModel('DL-PR26', [rangedPressure(0, 1), battery]);
export const decentlabPr36 = decentlabModel('DL-PR36', [pr36(8192), battery]);
export const decentlabCtd10 = decentlabModel('DL-CTD10', [ctd10, battery]);

// Air quality.
export const decentlabPm = decentlabModel('DL-PM', [battery, sps30, sht21Air, barometer]);
export const decentlabLp8p = decentlabModel('DL-LP8P', [sht21Air, lp8pBarometer, lp8, battery]);
export const decentlabIam = decentlabModel('DL-IAM', [
  battery,
  sht35Air,
  barometer,
  iamLight,
  iamCo2,
  iamActivity,
  iamVoc,
]);

// Weather.
export const decentlabAtm41 = decentlabModel('DL-ATM41', [atm41, battery]);
export const decentlabAtm22 = decentlabModel('DL-ATM22', [atm22, battery]);
export const decentlabPyr = decentlabModel('DL-PYR', [pyranometer, battery]);
export const decentlabTbrg = decentlabModel('DL-TBRG', [rainGauge(0.1), battery]);
