import { abeewayAssetTracker3 } from './models/abeeway-asset-tracker-3.ts';
import {
  abeewayCompactTracker,
  abeewayIndustrialTracker,
  abeewayMicroTracker,
  abeewaySmartBadge,
} from './models/abeeway-at2.ts';
import { abeewayGeolocationModule } from './models/abeeway-geolocation-module.ts';
import { adeunisAnalog } from './models/adeunis-analog.ts';
import { adeunisBreath } from './models/adeunis-breath.ts';
import { adeunisComfort, adeunisComfortCo2 } from './models/adeunis-comfort.ts';
import { adeunisDeltap } from './models/adeunis-deltap.ts';
import { adeunisDryContact, adeunisDryContacts2 } from './models/adeunis-dry-contacts.ts';
import { adeunisMotion } from './models/adeunis-motion.ts';
import { adeunisPulse4 } from './models/adeunis-pulse.ts';
import { adeunisPulseV1 } from './models/adeunis-pulse-v1.ts';
import { adeunisTemp4 } from './models/adeunis-temp.ts';
import { adeunisTempV1 } from './models/adeunis-temp-v1.ts';
import { adeunisTicCbeLinkyMono, adeunisTicCbeLinkyTri } from './models/adeunis-tic.ts';
import { browanCd10 } from './models/browan-cd10.ts';
import { browanDw10 } from './models/browan-dw10.ts';
import { browanIndustrialTracker } from './models/browan-industrialtracker.ts';
import { browanL0010 } from './models/browan-l0010.ts';
import { browanMs10 } from './models/browan-ms10.ts';
import { browanTbam100 } from './models/browan-tbam100.ts';
import { browanTbdw100 } from './models/browan-tbdw100.ts';
import { browanTbhh100 } from './models/browan-tbhh100.ts';
import { browanTbhv110 } from './models/browan-tbhv110.ts';
import { browanTbms100 } from './models/browan-tbms100.ts';
import { browanTbol100 } from './models/browan-tbol100.ts';
import { browanTbpb100 } from './models/browan-tbpb100.ts';
import { browanTbsl100 } from './models/browan-tbsl100.ts';
import { browanTbwl100 } from './models/browan-tbwl100.ts';
import { browanWl10 } from './models/browan-wl10.ts';
import { cayenneLpp } from './models/cayenne-lpp.ts';
import {
  decentlab5tm,
  decentlabAtm22,
  decentlabAtm41,
  decentlabCtd10,
  decentlabDs18,
  decentlabIam,
  decentlabLid,
  decentlabLp8p,
  decentlabMbx,
  decentlabPm,
  decentlabPr21,
  decentlabPr26,
  decentlabPr36,
  decentlabPyr,
  decentlabRhc,
  decentlabSht35001,
  decentlabSht35002,
  decentlabTbrg,
  decentlabTrs11,
  decentlabTrs12,
  decentlabTrs21,
  decentlabWrm,
} from './models/decentlab.ts';
import {
  decentlab5te,
  decentlab10hs,
  decentlabCtd10b,
  decentlabGs3,
  decentlabMes5,
  decentlabNtu,
  decentlabOptod,
  decentlabPheht,
  decentlabPr36ctd,
  decentlabSht21,
} from './models/decentlab-water-soil.ts';
import { digitalMatterG62 } from './models/digital-matter-g62.ts';
import { digitalMatterGuppyTag } from './models/digital-matter-guppy-tag.ts';
import { digitalMatterOyster, digitalMatterYabby3 } from './models/digital-matter-oyster.ts';
import { digitalMatterYabby } from './models/digital-matter-yabby.ts';
import { digitalMatterYabbyEdge } from './models/digital-matter-yabby-edge.ts';
import { draginoAqs01L, draginoAqs02L } from './models/dragino-aqs-l.ts';
import { draginoBh01Lb } from './models/dragino-bh01-lb.ts';
import { draginoCpl01 } from './models/dragino-cpl01.ts';
import { draginoCpl03Lb } from './models/dragino-cpl03-lb.ts';
import { draginoCs01Lb } from './models/dragino-cs01-lb.ts';
import { draginoD2xLb } from './models/dragino-d2x-lb.ts';
import { draginoDds20Lb, draginoDds45Lb, draginoDds75Lb } from './models/dragino-dds-lb.ts';
import { draginoDds04Lb } from './models/dragino-dds04-lb.ts';
import { draginoDs20l } from './models/dragino-ds20l.ts';
import { draginoDs03aLb, draginoWl03aLb } from './models/dragino-event-counter-lb.ts';
import { draginoIvsLb } from './models/dragino-ivs-lb.ts';
import { draginoLaq4 } from './models/dragino-laq4.ts';
import { draginoLc01 } from './models/dragino-lc01.ts';
import { draginoLc03 } from './models/dragino-lc03.ts';
import { draginoLdds04 } from './models/dragino-ldds04.ts';
import { draginoLdds20 } from './models/dragino-ldds20.ts';
import { draginoLdds45 } from './models/dragino-ldds45.ts';
import { draginoLdds75 } from './models/dragino-ldds75.ts';
import { draginoLds01, draginoLwl01 } from './models/dragino-lds01.ts';
import { draginoLds02 } from './models/dragino-lds02.ts';
import { draginoLds03a } from './models/dragino-lds03a.ts';
import { draginoLds12Lb, draginoLds40Lb } from './models/dragino-lds12-lb.ts';
import { draginoLds25Lb } from './models/dragino-lds25-lb.ts';
import { draginoLgt92 } from './models/dragino-lgt92.ts';
import { draginoLht52 } from './models/dragino-lht52.ts';
import { draginoLht65 } from './models/dragino-lht65.ts';
import { draginoLht65n } from './models/dragino-lht65n.ts';
import { draginoLht65nPir } from './models/dragino-lht65n-pir.ts';
import { draginoLht65nVib } from './models/dragino-lht65n-vib.ts';
import { draginoLlds12, draginoLlds40 } from './models/dragino-llds12.ts';
import { draginoLlms01 } from './models/dragino-llms01.ts';
import { draginoLmds200 } from './models/dragino-lmds200.ts';
import { draginoLms01Lb } from './models/dragino-lms01-lb.ts';
import { draginoLpt01 } from './models/dragino-lpt01.ts';
import { draginoLse01 } from './models/dragino-lse01.ts';
import { draginoLsn50V2 } from './models/dragino-lsn50-v2.ts';
import { draginoLsn50v2D20 } from './models/dragino-lsn50v2-d20.ts';
import { draginoLsn50v2D20D22D23 } from './models/dragino-lsn50v2-d20-d22-d23.ts';
import { draginoLsn50v2S31 } from './models/dragino-lsn50v2-s31.ts';
import { draginoLsph01 } from './models/dragino-lsph01.ts';
import { draginoLt22222L } from './models/dragino-lt22222-l.ts';
import { draginoLtc2 } from './models/dragino-ltc2.ts';
import { draginoLtc2Lb } from './models/dragino-ltc2-lb.ts';
import { draginoLwl02 } from './models/dragino-lwl02.ts';
import { draginoLwl03a } from './models/dragino-lwl03a.ts';
import { draginoLwl04Lb } from './models/dragino-lwl04-lb.ts';
import { draginoLmds120, draginoMds120Lb } from './models/dragino-mds120-lb.ts';
import { draginoMds200Lb } from './models/dragino-mds200-lb.ts';
import { draginoPb01L } from './models/dragino-pb01-l.ts';
import { draginoPb05L } from './models/dragino-pb05-l.ts';
import { draginoPom01Lb } from './models/dragino-pom01-lb.ts';
import { draginoPsLb } from './models/dragino-ps-lb.ts';
import { draginoRs485LbA1615 } from './models/dragino-rs485-lb-a16-15.ts';
import { draginoS31Lb } from './models/dragino-s31-lb.ts';
import { draginoSe0xLb } from './models/dragino-se0x-lb.ts';
import { draginoSe01Lb } from './models/dragino-se01-lb.ts';
import { draginoSe02Lb } from './models/dragino-se02-lb.ts';
import { draginoSn50v3Lb } from './models/dragino-sn50v3-lb.ts';
import { draginoSph01Lb } from './models/dragino-sph01-lb.ts';
import { draginoSw3l } from './models/dragino-sw3l.ts';
import { draginoSw3lLb } from './models/dragino-sw3l-lb.ts';
import { draginoSw3lLb020 } from './models/dragino-sw3l-lb-020.ts';
import { draginoT68dl } from './models/dragino-t68dl.ts';
import { draginoTc01Lb } from './models/dragino-tc01-lb.ts';
import { draginoThermostat1 } from './models/dragino-thermostat1.ts';
import { draginoTrackerd } from './models/dragino-trackerd.ts';
import { draginoTs01Lb } from './models/dragino-ts01-lb.ts';
import { draginoWqsLb } from './models/dragino-wqs-lb.ts';
import { draginoWsc2CompactLs } from './models/dragino-wsc2-compact-ls.ts';
import { draginoWsc3Lb } from './models/dragino-wsc3-lb.ts';
import { elsysElt2, elsysEltLite, elsysEltUltrasonic } from './models/elsys-elt.ts';
import { elsysEms, elsysEmsDesk, elsysEmsDoor, elsysEmsLite } from './models/elsys-ems.ts';
import { elsysEms2, elsysEms2Desk, elsysEms2Door, elsysEms2Lite } from './models/elsys-ems2.ts';
import {
  elsysErs,
  elsysErsCo2,
  elsysErsCo2Lite,
  elsysErsEye,
  elsysErsLite,
  elsysErsSound,
  elsysErsVoc,
} from './models/elsys-ers.ts';
import { elsysErsDesk } from './models/elsys-ers-desk.ts';
import {
  elsysErsDisplay,
  elsysErsDisplayCo2,
  elsysErsDisplayCo2Lite,
  elsysErsDisplayLite,
  elsysErsDisplaySound,
  elsysErsDisplayVoc,
} from './models/elsys-ers-display.ts';
import { elsysErsEco, elsysErsEcoCo2 } from './models/elsys-ers-eco.ts';
import { elsysErsInteractLite } from './models/elsys-ers-interact.ts';
import {
  elsysErs2,
  elsysErs2Co2,
  elsysErs2Co2Lite,
  elsysErs2Eye,
  elsysErs2Lite,
  elsysErs2Sound,
  elsysErs2Voc,
} from './models/elsys-ers2.ts';
import { globalsatLs111, globalsatLs112, globalsatLs113 } from './models/globalsat-ls11x.ts';
import { globalsatLt100 } from './models/globalsat-lt100.ts';
import { imbuildingsDeskSensor, imbuildingsMotionSensor } from './models/imbuildings-desk-sensor.ts';
import {
  imbuildingsComfortSensor,
  imbuildingsMoodbox,
  imbuildingsOfficeOccupancyCounter,
  imbuildingsPeopleCounter,
} from './models/imbuildings-devices.ts';
import {
  lairdRs1xxExtMulti,
  lairdRs1xxExtTemp1w,
  lairdRs1xxExtTempRtd,
  lairdRs1xxTempRh,
} from './models/laird-rs1xx.ts';
import { mclimate16ads } from './models/mclimate-16ads.ts';
import { mclimate16aspm } from './models/mclimate-16aspm.ts';
import {
  mclimateCo2Display,
  mclimateCo2DisplayLite,
  mclimateHtDisplayLite,
} from './models/mclimate-displays.ts';
import { mclimateFanCoilThermostat } from './models/mclimate-fan-coil-thermostat.ts';
import { mclimateFloodSensor } from './models/mclimate-flood-sensor.ts';
import { mclimateHtMini } from './models/mclimate-ht-mini.ts';
import { mclimateMcButton } from './models/mclimate-mc-button.ts';
import { mclimateMelissaLorawan } from './models/mclimate-melissa-lorawan.ts';
import { mclimateMultisensor } from './models/mclimate-multisensor.ts';
import { mclimateOpenClose } from './models/mclimate-open-close.ts';
import { mclimateCo2PirLite, mclimateHtPirLite, mclimatePirMini } from './models/mclimate-pir.ts';
import { mclimateAqiSensor, mclimateCo2Sensor, mclimateHtSensor } from './models/mclimate-sensors.ts';
import { mclimateTValve } from './models/mclimate-t-valve.ts';
import { mclimateVicki } from './models/mclimate-vicki.ts';
import { mclimateWirelessThermostat } from './models/mclimate-wireless-thermostat.ts';
import { milesightAm102, milesightAm103 } from './models/milesight-am10x.ts';
import { milesightAm102l, milesightAm103l } from './models/milesight-am102l.ts';
import { milesightAm104, milesightAm107 } from './models/milesight-am107.ts';
import { milesightAm304l } from './models/milesight-am304l.ts';
import { milesightAm305l } from './models/milesight-am305l.ts';
import { milesightAm307 } from './models/milesight-am307.ts';
import { milesightAm307l } from './models/milesight-am307l.ts';
import { milesightAm308, milesightAm308l } from './models/milesight-am308.ts';
import { milesightAm319 } from './models/milesight-am319.ts';
import { milesightAm319Hcho } from './models/milesight-am319-hcho.ts';
import {
  milesightAm319HchoIr,
  milesightAm319l,
  milesightAm319lO3,
  milesightAm319O3,
} from './models/milesight-am319l.ts';
import { milesightAt101 } from './models/milesight-at101.ts';
import { milesightCt303, milesightCt305, milesightCt310 } from './models/milesight-ct30x.ts';
import { milesightCt101 } from './models/milesight-ct101.ts';
import { milesightCt103, milesightCt105 } from './models/milesight-ct103.ts';
import { milesightDs3604 } from './models/milesight-ds3604.ts';
import { milesightEm300Cl } from './models/milesight-em300-cl.ts';
import { milesightEm300Di } from './models/milesight-em300-di.ts';
import { milesightEm300DiHall } from './models/milesight-em300-di-hall.ts';
import { milesightEm300Mcs } from './models/milesight-em300-mcs.ts';
import { milesightEm300Mld } from './models/milesight-em300-mld.ts';
import { milesightEm300Sld } from './models/milesight-em300-sld.ts';
import { milesightEm300Th } from './models/milesight-em300-th.ts';
import { milesightEm300Zld } from './models/milesight-em300-zld.ts';
import { milesightEm310Tilt, milesightEm320Tilt } from './models/milesight-em310-tilt.ts';
import { milesightEm310Udl } from './models/milesight-em310-udl.ts';
import { milesightEm320Th } from './models/milesight-em320-th.ts';
import { milesightEm400Mud, milesightEm400Tld, milesightEm400Udl } from './models/milesight-em400.ts';
import { milesightEm410Rdl } from './models/milesight-em410-rdl.ts';
import { milesightEm411Rdl } from './models/milesight-em411-rdl.ts';
import { milesightEm500Co2 } from './models/milesight-em500-co2.ts';
import { milesightEm500Lgt } from './models/milesight-em500-lgt.ts';
import { milesightEm500Pp } from './models/milesight-em500-pp.ts';
import { milesightEm500Pt100 } from './models/milesight-em500-pt100.ts';
import { milesightEm500Smtc } from './models/milesight-em500-smtc.ts';
import { milesightEm500Swl } from './models/milesight-em500-swl.ts';
import { milesightEm500Udl } from './models/milesight-em500-udl.ts';
import { milesightGs101 } from './models/milesight-gs101.ts';
import { milesightGs301 } from './models/milesight-gs301.ts';
import { milesightGs524n } from './models/milesight-gs524n.ts';
import { milesightGs601 } from './models/milesight-gs601.ts';
import { milesightTs301, milesightTs302 } from './models/milesight-ts30x.ts';
import { milesightTs301V2, milesightTs302V2 } from './models/milesight-ts30x-v2.ts';
import { milesightTs101 } from './models/milesight-ts101.ts';
import { milesightTs201 } from './models/milesight-ts201.ts';
import { milesightTs201V2 } from './models/milesight-ts201-v2.ts';
import { milesightTs601 } from './models/milesight-ts601.ts';
import { milesightTs602 } from './models/milesight-ts602.ts';
import { milesightUc11N1 } from './models/milesight-uc11-n1.ts';
import { milesightUc11T1 } from './models/milesight-uc11-t1.ts';
import { milesightUc50x } from './models/milesight-uc50x.ts';
import { milesightUc51x } from './models/milesight-uc51x.ts';
import { milesightUc300 } from './models/milesight-uc300.ts';
import { milesightVs121 } from './models/milesight-vs121.ts';
import { milesightVs132 } from './models/milesight-vs132.ts';
import { milesightVs133, milesightVs135 } from './models/milesight-vs133.ts';
import { milesightVs321 } from './models/milesight-vs321.ts';
import { milesightVs330 } from './models/milesight-vs330.ts';
import { milesightVs340, milesightVs341, milesightVs370 } from './models/milesight-vs340.ts';
import { milesightVs350, milesightVs351 } from './models/milesight-vs350.ts';
import { milesightVs360 } from './models/milesight-vs360.ts';
import { milesightVs373 } from './models/milesight-vs373.ts';
import { milesightWs50x } from './models/milesight-ws50x.ts';
import { milesightWs52x } from './models/milesight-ws52x.ts';
import { milesightWs101 } from './models/milesight-ws101.ts';
import { milesightWs136, milesightWs156 } from './models/milesight-ws136.ts';
import { milesightWs201 } from './models/milesight-ws201.ts';
import { milesightWs202 } from './models/milesight-ws202.ts';
import { milesightWs203 } from './models/milesight-ws203.ts';
import { milesightWs301 } from './models/milesight-ws301.ts';
import { milesightWs302 } from './models/milesight-ws302.ts';
import { milesightWs303 } from './models/milesight-ws303.ts';
import { milesightWs513, milesightWs515 } from './models/milesight-ws513.ts';
import { milesightWs523 } from './models/milesight-ws523.ts';
import { milesightWs525 } from './models/milesight-ws525.ts';
import { milesightWs558 } from './models/milesight-ws558.ts';
import { milesightWt303, milesightWt304 } from './models/milesight-wt30x.ts';
import { milesightWt101 } from './models/milesight-wt101.ts';
import { milesightWt102 } from './models/milesight-wt102.ts';
import { milesightWt201 } from './models/milesight-wt201.ts';
import { milesightWt201V2, milesightWt211 } from './models/milesight-wt201-v2.ts';
import { milesightWt301, milesightWt302 } from './models/milesight-wt301.ts';
import { milesightWts506 } from './models/milesight-wts506.ts';
import { mokoLw001Bg, mokoLw001Bgpro } from './models/moko-lw001-bg.ts';
import { mokoLw002Th } from './models/moko-lw002-th.ts';
import { mokoLw004 } from './models/moko-lw004.ts';
import { mokoLw005Mp } from './models/moko-lw005-mp.ts';
import { mokoLw006Sb } from './models/moko-lw006-sb.ts';
import { mokoLw007Pir } from './models/moko-lw007-pir.ts';
import { mokoLw008Mt } from './models/moko-lw008-mt.ts';
import { mokoLw001Bge, mokoLw008Mte } from './models/moko-lw008-mte.ts';
import { mokoLw009Ig } from './models/moko-lw009-ig.ts';
import { mokoLw009Sm } from './models/moko-lw009-sm.ts';
import { mokoLw009SmPro } from './models/moko-lw009-sm-pro.ts';
import { mokoLw013Sb } from './models/moko-lw013-sb.ts';
import { netvoxR311fb, netvoxR718mbb } from './models/netvox-activity-counter.ts';
import { netvoxR312, netvoxR312a, netvoxR718t, netvoxRb02i } from './models/netvox-button.ts';
import { netvoxR311a, netvoxR718f } from './models/netvox-contact.ts';
import { netvoxR718n1, netvoxR718n3 } from './models/netvox-current.ts';
import { netvoxR718pe, netvoxR718x } from './models/netvox-level.ts';
import { netvoxR311b, netvoxR311g, netvoxR718g, netvoxR718nl1 } from './models/netvox-light.ts';
import { netvoxR718h, netvoxR718h2 } from './models/netvox-pulse.ts';
import { netvoxR711a, netvoxR718ad } from './models/netvox-r718ad.ts';
import { netvoxR718b, netvoxR718ck, netvoxR718cn, netvoxR718ct } from './models/netvox-r718b.ts';
import { netvoxR718b2, netvoxR718ck2, netvoxR718cn2, netvoxR718ct2 } from './models/netvox-r718b2.ts';
import { netvoxR718e } from './models/netvox-r718e.ts';
import { netvoxR718ia2, netvoxR718ib2 } from './models/netvox-r718ia2.ts';
import { netvoxR718ka, netvoxR718ka2 } from './models/netvox-r718ka.ts';
import { netvoxR718y } from './models/netvox-r718y.ts';
import { netvoxR72615, netvoxR72615a } from './models/netvox-r726.ts';
import { netvoxR809a } from './models/netvox-r809a.ts';
import { netvoxR831c, netvoxR831d } from './models/netvox-r831.ts';
import { netvoxRa02a, netvoxRa02c } from './models/netvox-ra02a.ts';
import { netvoxR72616, netvoxR72616a, netvoxR72716, netvoxRa0716 } from './models/netvox-ra0716.ts';
import {
  netvoxR718da,
  netvoxR718db,
  netvoxR718j,
  netvoxR718lb,
  netvoxR718mba,
} from './models/netvox-status.ts';
import { netvoxR711, netvoxR718a, netvoxR718ab, netvoxR720a } from './models/netvox-temperature-humidity.ts';
import { netvoxR718da2, netvoxR718db2, netvoxR718f2, netvoxR718lb2 } from './models/netvox-two-gang.ts';
import { netvoxR311ca, netvoxR311cb, netvoxR311cc, netvoxR718j2 } from './models/netvox-two-input.ts';
import { netvoxR311w, netvoxR718wa, netvoxR718wb } from './models/netvox-water-leak.ts';
import {
  radioBridgeRbs101Con,
  radioBridgeRbs301Abm,
  radioBridgeRbs301Dws,
  radioBridgeRbs301TempExt,
  radioBridgeRbs301TempInt,
  radioBridgeRbs301Tilt,
  radioBridgeRbs301Wat,
  radioBridgeRbs301Wr1m,
  radioBridgeRbs305Ath,
  radioBridgeRbs306Abm,
  radioBridgeRbs306AthExt,
  radioBridgeRbs306Con,
  radioBridgeRbs306Mbhr,
  radioBridgeRbs306TempExt,
  radioBridgeRbs306TempTc,
  radioBridgeRbs306TiltHp,
  radioBridgeRbs306Us10m,
  radioBridgeRbs306Vm30,
  radioBridgeRbs306Wr1m,
  radioBridgeRbs3011,
  radioBridgeRbs306420ma,
} from './models/radio-bridge.ts';
import { rakRak10702 } from './models/rak-rak10702.ts';
import { rakRak7200, rakRak7204, rakRak7205 } from './models/rak-rui.ts';
import { rakWisblock4631, rakWisblockKit1, rakWisblockKit4 } from './models/rak-wisblock.ts';
import { rakRak2270, rakRak7201 } from './models/rak-wisnode.ts';
import { sensativeStrips } from './models/sensative-strips.ts';
import { sensecapA1101 } from './models/sensecap-a1101.ts';
import { sensecapAirTh } from './models/sensecap-air-th.ts';
import { sensecapCo2 } from './models/sensecap-co2.ts';
import { sensecapLight } from './models/sensecap-light.ts';
import { sensecapPressure } from './models/sensecap-pressure.ts';
import { sensecapS2100 } from './models/sensecap-s2100.ts';
import { sensecapS2101 } from './models/sensecap-s2101.ts';
import { sensecapS2102 } from './models/sensecap-s2102.ts';
import { sensecapS2103 } from './models/sensecap-s2103.ts';
import { sensecapS2104 } from './models/sensecap-s2104.ts';
import { sensecapS2105 } from './models/sensecap-s2105.ts';
import { sensecapS2107 } from './models/sensecap-s2107.ts';
import { sensecapS2120 } from './models/sensecap-s2120.ts';
import { sensecapSoilTh } from './models/sensecap-soil-th.ts';
import { sensecapT1000A } from './models/sensecap-t1000-a.ts';
import { sensecapT1000B } from './models/sensecap-t1000-b.ts';
import { sensecapT1000E } from './models/sensecap-t1000-e.ts';
import { sensecapT2000 } from './models/sensecap-t2000.ts';
import { talkpoolOy1200 } from './models/talkpool-oy1200.ts';
import { talkpoolOy1700 } from './models/talkpool-oy1700.ts';
import { talkpoolOy1100, talkpoolOy1110, talkpoolOy1210 } from './models/talkpool-sensors.ts';
import { tektelicClover, tektelicKiwi } from './models/tektelic-agriculture.ts';
import { tektelicBreezeCo2 } from './models/tektelic-breeze.ts';
import { tektelicChickadee } from './models/tektelic-chickadee.ts';
import { tektelicEnterpriseAssetTracker } from './models/tektelic-enterprise-asset-tracker.ts';
import {
  tektelicIndustrial53,
  tektelicIndustrial55,
  tektelicIndustrial56,
} from './models/tektelic-industrial-transceiver.ts';
import { tektelicHomeBase, tektelicHomePir } from './models/tektelic-kona-home.ts';
import { tektelicOrca } from './models/tektelic-orca.ts';
import { tektelicSeal } from './models/tektelic-seal.ts';
import {
  tektelicComfort,
  tektelicSmartRoomBase,
  tektelicSmartRoomPir,
  tektelicVivid,
} from './models/tektelic-smart-room.ts';
import { tektelicSmartRoomBaseGen3, tektelicSmartRoomPirGen3 } from './models/tektelic-smart-room-gen3.ts';
import {
  tektelicPelican,
  tektelicPelicanA,
  tektelicPelicanEx,
  tektelicSparrow,
} from './models/tektelic-sparrow-pelican.ts';
import { tektelicStork } from './models/tektelic-stork.ts';
import { tektelicTundra67, tektelicTundra73 } from './models/tektelic-tundra.ts';
import type { ModelDecoder } from './types.ts';

// Every decoder, keyed by the TTN device repository model id ("vendor/model").
// Adding a model: write models/<vendor>-<model>.ts and list it here.
const decoders: readonly ModelDecoder[] = [
  draginoLht65,
  draginoLht65n,
  draginoLds02,
  draginoLwl02,
  draginoLse01,
  draginoLlms01,
  draginoLgt92,
  draginoTrackerd,
  draginoLdds04,
  draginoLaq4,
  milesightEm300Th,
  milesightEm300Sld,
  milesightAm307,
  milesightAm319,
  milesightAm319Hcho,
  milesightWs101,
  milesightWs202,
  milesightWs301,
  milesightCt101,
  milesightWs52x,
  milesightWs523,
  milesightEm500Udl,
  milesightEm310Udl,
  milesightEm500Smtc,
  milesightAt101,
  digitalMatterOyster,
  digitalMatterYabby3,
  digitalMatterYabby,
  digitalMatterYabbyEdge,
  digitalMatterGuppyTag,
  digitalMatterG62,
  browanTbms100,
  browanTbdw100,
  browanTbwl100,
  browanTbpb100,
  browanTbhv110,
  browanTbhh100,
  browanTbam100,
  browanTbsl100,
  browanTbol100,
  browanIndustrialTracker,
  browanDw10,
  browanMs10,
  browanWl10,
  browanCd10,
  browanL0010,
  sensecapT1000A,
  sensecapT1000B,
  sensecapT1000E,
  sensecapT2000,
  abeewayAssetTracker3,
  mokoLw001Bg,
  mokoLw001Bgpro,
  mokoLw002Th,
  mokoLw004,
  mokoLw005Mp,
  mokoLw006Sb,
  mokoLw007Pir,
  mokoLw008Mt,
  mokoLw008Mte,
  mokoLw001Bge,
  mokoLw009Sm,
  mokoLw009SmPro,
  mokoLw009Ig,
  mokoLw013Sb,
  sensecapS2100,
  sensecapA1101,
  sensecapS2101,
  sensecapS2102,
  sensecapS2103,
  sensecapS2104,
  sensecapS2105,
  sensecapS2107,
  sensecapS2120,
  sensecapAirTh,
  sensecapCo2,
  sensecapLight,
  sensecapPressure,
  sensecapSoilTh,
  draginoLsn50v2D20,
  draginoLsn50v2D20D22D23,
  milesightEm300Mcs,
  milesightEm300Di,
  milesightWs302,
  milesightEm500Co2,
  milesightEm500Lgt,
  milesightEm500Pt100,
  milesightEm500Swl,
  milesightEm500Pp,
  milesightEm320Th,
  milesightWs203,
  milesightVs121,
  milesightVs133,
  milesightVs135,
  milesightVs330,
  milesightVs340,
  milesightVs341,
  milesightVs370,
  milesightVs132,
  milesightVs350,
  milesightVs351,
  milesightVs360,
  milesightVs373,
  milesightAm102,
  milesightAm103,
  milesightTs301,
  milesightTs302,
  milesightTs301V2,
  milesightTs302V2,
  milesightWs513,
  milesightWs515,
  milesightEm300Zld,
  milesightEm300Mld,
  milesightWs303,
  milesightEm310Tilt,
  milesightEm320Tilt,
  milesightEm400Mud,
  milesightEm400Tld,
  milesightEm400Udl,
  milesightEm410Rdl,
  milesightGs301,
  milesightGs101,
  milesightTs101,
  milesightTs201,
  milesightTs201V2,
  milesightWt101,
  milesightWs201,
  milesightUc300,
  milesightUc50x,
  milesightAm104,
  milesightAm107,
  milesightAm308,
  milesightAm308l,
  milesightEm300Cl,
  milesightWs136,
  milesightWs156,
  milesightCt103,
  milesightCt105,
  milesightWs50x,
  milesightWt201,
  milesightAm102l,
  milesightAm103l,
  milesightAm307l,
  milesightAm319HchoIr,
  milesightAm319l,
  milesightAm319O3,
  milesightAm319lO3,
  milesightAm304l,
  milesightAm305l,
  milesightVs321,
  milesightGs524n,
  milesightGs601,
  milesightTs601,
  milesightTs602,
  milesightWt303,
  milesightWt304,
  milesightWs558,
  milesightUc51x,
  milesightEm411Rdl,
  milesightCt303,
  milesightCt305,
  milesightCt310,
  milesightEm300DiHall,
  milesightWts506,
  milesightWt102,
  milesightUc11T1,
  milesightUc11N1,
  milesightWt301,
  milesightWt302,
  milesightWs525,
  milesightDs3604,
  milesightWt201V2,
  milesightWt211,
  draginoLht52,
  draginoLds03a,
  draginoLwl03a,
  draginoLdds75,
  draginoS31Lb,
  draginoLsph01,
  draginoSw3l,
  draginoLtc2Lb,
  draginoLdds20,
  draginoDds75Lb,
  draginoDds45Lb,
  draginoDds20Lb,
  draginoLdds45,
  draginoDds04Lb,
  draginoSe01Lb,
  draginoPsLb,
  draginoD2xLb,
  draginoSn50v3Lb,
  draginoCpl03Lb,
  draginoCpl01,
  draginoWl03aLb,
  draginoDs03aLb,
  draginoLds01,
  draginoLwl01,
  draginoLht65nPir,
  draginoLmds200,
  draginoLds25Lb,
  draginoLht65nVib,
  draginoSw3lLb,
  draginoLsn50V2,
  draginoSw3lLb020,
  draginoLsn50v2S31,
  draginoLt22222L,
  draginoDs20l,
  draginoLds12Lb,
  draginoLds40Lb,
  draginoLlds12,
  draginoLlds40,
  draginoTs01Lb,
  draginoCs01Lb,
  draginoPb01L,
  draginoPb05L,
  draginoLwl04Lb,
  draginoAqs01L,
  draginoAqs02L,
  draginoSe02Lb,
  draginoSph01Lb,
  draginoLms01Lb,
  draginoTc01Lb,
  draginoLmds120,
  draginoMds120Lb,
  draginoMds200Lb,
  draginoPom01Lb,
  draginoWqsLb,
  draginoLtc2,
  draginoLpt01,
  draginoT68dl,
  draginoWsc3Lb,
  draginoWsc2CompactLs,
  draginoLc01,
  draginoSe0xLb,
  draginoBh01Lb,
  draginoLc03,
  draginoIvsLb,
  draginoRs485LbA1615,
  draginoThermostat1,
  elsysErs,
  elsysErsLite,
  elsysErsCo2,
  elsysErsCo2Lite,
  elsysErsVoc,
  elsysErsEye,
  elsysErsSound,
  elsysErsDesk,
  elsysEms,
  elsysEmsDoor,
  elsysEmsDesk,
  elsysEmsLite,
  elsysErs2,
  elsysErs2Lite,
  elsysErs2Co2,
  elsysErs2Co2Lite,
  elsysErs2Voc,
  elsysErs2Eye,
  elsysErs2Sound,
  elsysErsDisplay,
  elsysErsDisplayLite,
  elsysErsDisplayCo2,
  elsysErsDisplayCo2Lite,
  elsysErsDisplayVoc,
  elsysErsDisplaySound,
  elsysErsEco,
  elsysErsEcoCo2,
  elsysErsInteractLite,
  elsysEms2,
  elsysEms2Door,
  elsysEms2Desk,
  elsysEms2Lite,
  elsysElt2,
  elsysEltLite,
  elsysEltUltrasonic,
  netvoxR711,
  netvoxR718a,
  netvoxR718ab,
  netvoxR720a,
  netvoxR311a,
  netvoxR718f,
  netvoxR311w,
  netvoxR718wa,
  netvoxR718wb,
  netvoxR718n1,
  netvoxR718n3,
  netvoxR718da,
  netvoxR718db,
  netvoxR718mba,
  netvoxR718lb,
  netvoxR718j,
  netvoxR718mbb,
  netvoxR311fb,
  netvoxR718h,
  netvoxR718h2,
  netvoxRb02i,
  netvoxR718t,
  netvoxR312a,
  netvoxR312,
  netvoxR718b,
  netvoxR718ck,
  netvoxR718ct,
  netvoxR718cn,
  netvoxR311g,
  netvoxR311b,
  netvoxR718g,
  netvoxR718nl1,
  netvoxR718x,
  netvoxR718pe,
  netvoxRa0716,
  netvoxR72616,
  netvoxR72716,
  netvoxR72616a,
  netvoxR718e,
  netvoxR72615,
  netvoxR72615a,
  netvoxRa02a,
  netvoxRa02c,
  netvoxR718y,
  netvoxR809a,
  netvoxR831c,
  netvoxR831d,
  netvoxR718ia2,
  netvoxR718ib2,
  netvoxR718ka,
  netvoxR718ka2,
  netvoxR718ad,
  netvoxR711a,
  netvoxR718b2,
  netvoxR718ck2,
  netvoxR718ct2,
  netvoxR718cn2,
  netvoxR718da2,
  netvoxR718db2,
  netvoxR718f2,
  netvoxR718lb2,
  netvoxR311cc,
  netvoxR311ca,
  netvoxR311cb,
  netvoxR718j2,
  tektelicSmartRoomBase,
  tektelicSmartRoomPir,
  tektelicComfort,
  tektelicVivid,
  tektelicHomeBase,
  tektelicHomePir,
  tektelicSmartRoomBaseGen3,
  tektelicSmartRoomPirGen3,
  tektelicBreezeCo2,
  tektelicKiwi,
  tektelicClover,
  tektelicOrca,
  tektelicSeal,
  tektelicChickadee,
  tektelicStork,
  tektelicEnterpriseAssetTracker,
  tektelicTundra67,
  tektelicTundra73,
  tektelicSparrow,
  tektelicPelican,
  tektelicPelicanA,
  tektelicPelicanEx,
  tektelicIndustrial53,
  tektelicIndustrial55,
  tektelicIndustrial56,
  cayenneLpp,
  rakWisblockKit1,
  rakWisblockKit4,
  rakWisblock4631,
  rakRak7204,
  rakRak7205,
  rakRak7200,
  abeewayMicroTracker,
  abeewaySmartBadge,
  abeewayCompactTracker,
  abeewayIndustrialTracker,
  abeewayGeolocationModule,
  mclimateVicki,
  mclimateHtSensor,
  mclimateCo2Sensor,
  mclimateFloodSensor,
  mclimateAqiSensor,
  mclimateOpenClose,
  mclimateWirelessThermostat,
  mclimate16aspm,
  mclimateTValve,
  mclimate16ads,
  mclimateCo2Display,
  mclimateCo2DisplayLite,
  mclimateHtPirLite,
  mclimateCo2PirLite,
  mclimatePirMini,
  mclimateFanCoilThermostat,
  mclimateMcButton,
  mclimateHtDisplayLite,
  mclimateHtMini,
  mclimateMultisensor,
  mclimateMelissaLorawan,
  sensativeStrips,
  radioBridgeRbs101Con,
  radioBridgeRbs301Abm,
  radioBridgeRbs301Dws,
  radioBridgeRbs301TempExt,
  radioBridgeRbs301TempInt,
  radioBridgeRbs301Tilt,
  radioBridgeRbs301Wat,
  radioBridgeRbs301Wr1m,
  radioBridgeRbs3011,
  radioBridgeRbs305Ath,
  radioBridgeRbs306420ma,
  radioBridgeRbs306Abm,
  radioBridgeRbs306AthExt,
  radioBridgeRbs306Con,
  radioBridgeRbs306Mbhr,
  radioBridgeRbs306TempExt,
  radioBridgeRbs306TempTc,
  radioBridgeRbs306TiltHp,
  radioBridgeRbs306Us10m,
  radioBridgeRbs306Vm30,
  radioBridgeRbs306Wr1m,
  lairdRs1xxTempRh,
  lairdRs1xxExtTemp1w,
  lairdRs1xxExtMulti,
  lairdRs1xxExtTempRtd,
  decentlabSht35001,
  decentlabSht35002,
  decentlabDs18,
  decentlabRhc,
  decentlabWrm,
  decentlab5tm,
  decentlabTrs11,
  decentlabTrs12,
  decentlabTrs21,
  decentlabMbx,
  decentlabLid,
  decentlabPr21,
  decentlabPr26,
  decentlabPr36,
  decentlabCtd10,
  decentlabPm,
  decentlabLp8p,
  decentlabIam,
  decentlabAtm41,
  decentlabAtm22,
  decentlabPyr,
  decentlabTbrg,
  decentlabSht21,
  decentlab5te,
  decentlabGs3,
  decentlab10hs,
  decentlabCtd10b,
  decentlabPr36ctd,
  decentlabPheht,
  decentlabNtu,
  decentlabOptod,
  decentlabMes5,
  adeunisTemp4,
  adeunisComfort,
  adeunisComfortCo2,
  adeunisDryContact,
  adeunisDryContacts2,
  adeunisPulse4,
  adeunisDeltap,
  adeunisMotion,
  adeunisAnalog,
  adeunisBreath,
  adeunisTempV1,
  adeunisPulseV1,
  adeunisTicCbeLinkyMono,
  adeunisTicCbeLinkyTri,
  imbuildingsPeopleCounter,
  imbuildingsOfficeOccupancyCounter,
  imbuildingsComfortSensor,
  imbuildingsMoodbox,
  imbuildingsDeskSensor,
  imbuildingsMotionSensor,
  rakRak2270,
  rakRak7201,
  rakRak10702,
  talkpoolOy1100,
  talkpoolOy1110,
  talkpoolOy1210,
  talkpoolOy1200,
  talkpoolOy1700,
  globalsatLt100,
  globalsatLs111,
  globalsatLs112,
  globalsatLs113,
];

const byModelId = new Map(decoders.map((decoder) => [decoder.modelId, decoder]));

export function findDecoder(modelId: string): ModelDecoder | undefined {
  return byModelId.get(modelId);
}

export function listDecoders(): readonly ModelDecoder[] {
  return decoders;
}
