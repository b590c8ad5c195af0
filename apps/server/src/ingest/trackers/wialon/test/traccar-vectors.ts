/**
 * Every vector of [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c,
 * src/test/java/org/traccar/protocol/WialonProtocolDecoderTest.java (last changed in 2aa0d1b82e),
 * in its order, verbatim: each is one packet as the unit sends it before its \r\n. `check` is the
 * verify method Traccar calls, `expect` what it asserts, as written in the Java test.
 */
export const traccarVectors: ReadonlyArray<{
  check: string;
  expect?: string;
  text: string;
}> = [
  { check: 'verifyNull', text: '#L#2.0;42001300083;;CE45' },
  { check: 'verifyPosition', text: '#SD#300924;154245;5554.350052;N;3644.670410;E;2.92;NA;NA;NA;7A01' },
  {
    check: 'verifyAttribute',
    expect: '"di_light", 1.0',
    text: '#D#220323;114150;2234.80479;N;11354.87786;E;0;NA;59;11;NA;NA;NA;;NA;d_battr:1:94,d_csq:1:21,di_light:1:1;E7C9',
  },
  {
    check: 'verifyAttributes',
    text: '#D#NA;NA;5429.681944502211763;N;02654.60403650999069;E;NA;NA;NA;NA;NA;NA;NA;1.0;NA;m1:1:9196679,d1:1:15397,t1:1:20,b1:1:162,fuel1:2:21588.0,pv1:2:35.98,finish:1:1;0x9b0',
  },
  {
    check: 'verifyAttributes',
    text: '#D#120319;112003;NA;NA;NA;NA;0.000;NA;NA;0;NA;NA;NA;NA;NA;101_521347:1:521246,101_158:1:510,101_521055:1:510,101_521055_2.9:1:509,101_521056:1:3;626B',
  },
  { check: 'verifyNull', text: '#L#123456789012345;test' },
  { check: 'verifyNull', text: '#L#2002;NA' },
  { check: 'verifyNull', text: '#P#' },
  {
    check: 'verifyPosition',
    text: '#D#101118;061143;0756.0930;N;12338.6403;E;18.223;99.766;-4.000;10;0.800;NA;NA;NA;NA;101_521347:1:521249,101_521126:1:6593598,101_521127:1:774780,101_521072_21.1:1:0,101_521072_21.2:1:71353;F24A',
  },
  {
    check: 'verifyPosition',
    text: '2.0;99999999#D#101118;061143;0756.0930;N;12338.6403;E;18.223;99.766;-4.000;10;0.800;NA;NA;NA;NA;101_521347:1:521249,101_521126:1:6593598,101_521127:1:774780,101_521072_21.1:1:0,101_521072_21.2:1:71353;F24A',
  },
  {
    check: 'verifyPosition',
    text: '#D#151216;135910;5321.1466;N;04441.7929;E;87;156;265.000000;12;1.000000;241;NA;NA;NA;odo:2:0.000000,total_fuel:1:430087,can_fls:1:201,can_taho:1:11623,can_mileage:1:140367515',
  },
  {
    check: 'verifyPosition',
    text: '#D#151216;140203;5312.59514;N;04830.37834;E;53;273;NA;10;NA;NA;NA;NA;NA;EvId:1:1,Board:2:12.81,Accum:2:4.28',
  },
  {
    check: 'verifyPosition',
    expect: 'position("2013-04-27 20:56:01.000", true, 55.74338, 37.66139)',
    text: '#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4',
  },
  {
    check: 'verifyPosition',
    expect: 'position("2013-04-27 20:56:01.000", true, 55.74338, 37.66139)',
    text: '99999999#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4',
  },
  { check: 'verifyPosition', text: '#SD#021214;065947;2237.7552;N;11404.8851;E;0.000;;170.9;5' },
  {
    check: 'verifyPosition',
    text: '#D#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4;0.0;0;0;14.77,0.02,3.6;NA;count1:1:564,fuel:2:45.8,hw:3:V4.5',
  },
  {
    check: 'verifyPosition',
    text: '#D#190114;051312;4459.6956;N;04105.9930;E;35;306;204.000000;12;NA;452986639;NA;106.000000;NA;sats_gps:1:9,sats_glonass:1:3,balance:2:12123.000000,stay_balance:1:0',
  },
  {
    check: 'verifyPosition',
    text: '#D#021214;065947;2237.7552;N;11404.8851;E;0.000;;170.9;5;1.74;NA;NA;NA;NA;NA',
  },
  {
    check: 'verifyPosition',
    text: '#D#021214;065947;2237.7552;N;11404.8851;E;0.000;;170.9;5;1.74;NA;NA;;NA;NA',
  },
  {
    check: 'verifyPositions',
    text: '#B#080914;073235;5027.50625;N;03026.19321;E;0.700;0.000;NA;4;NA;NA;NA;;NA;Батарея:3:100 %|080914;073420;5027.50845;N;03026.18854;E;1.996;292.540;NA;4;NA;NA;NA;;NA;Батарея:3:100 %',
  },
  {
    check: 'verifyPositions',
    text: '#B#110914;102132;5027.50728;N;03026.20369;E;1.979;288.170;NA;NA;NA;NA;NA;;NA;Батарея:3:100 %',
  },
  {
    check: 'verifyPositions',
    text: '#B#110315;045857;5364.0167;N;06127.8262;E;0;155;965;7;2.40;4;0;;NA;Uacc:2:3.4,Iacc:2:0.000,Uext:2:13.2,Tcpu:2:14.4,Balance:2:167.65,GPS:3:Off',
  },
  {
    check: 'verifyPositions',
    text: '#B#110315;045857;5364.0167;N;06127.8262;E;0;155;965;7;2.40;4;0;14.77,0.02,3.6;AB45DF01145;',
  },
  {
    check: 'verifyAttribute',
    expect: '"motion", false',
    text: '#D#120319;112003;NA;NA;NA;NA;0.000;NA;NA;0;NA;NA;NA;NA;NA;motion:3:false',
  },
  {
    check: 'verifyAttribute',
    expect:
      '"network", new Network( CellTower.from(250, 2, 5901, 45542), CellTower.from(222, 22, 2222, 22222))',
    text: '#D#NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;;NA;mnc1:1:02,mcc1:1:250,lac1:1:5901,cell_id1:1:45542,mnc2:1:22,mcc2:1:222,lac2:1:2222,cell_id2:1:22222,mcc3:1:333',
  },
  {
    check: 'verifyAttribute',
    expect: 'Position.KEY_DEVICE_TEMP, 18',
    text: '#D#NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;;NA;SOS:1:0,temp:3:18,bat:3:99',
  },
  {
    check: 'verifyAttribute',
    expect: 'Position.KEY_BATTERY_LEVEL, 99',
    text: '#D#NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;;NA;SOS:1:0,temp:3:18,bat:3:99',
  },
];
