/**
 * The OBD reports (`imei:<imei>,OBD,...`) of [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c,
 * src/test/java/org/traccar/protocol/Gps103ProtocolDecoderTest.java (last changed in 46466d1a8c),
 * in its order, verbatim, each with the verify method Traccar calls (`check`). The others are in
 * traccar-vectors.ts.
 */
export const traccarObdVectors: ReadonlyArray<{
  check: string;
  expect?: string;
  text?: string;
  hex?: string;
}> = [
  {
    check: 'verifyAttributes',
    text: 'imei:868683027758113,OBD,180905200218,,,,0,0,0.39%,70,9.41%,494,0.00,P0137,P0430,,;',
  },
  {
    check: 'verifyAttributes',
    text: 'imei:359710048977327,OBD,180301094003,5000000,0.00,0.00,98,18,68.63%,55,25.10%,1368,14.24,,,,;',
  },
  {
    check: 'verifyAttributes',
    text: 'imei:862106025092216,OBD,170605095949,195874,,370.8,808,066,30.0%,+87,13.0%,02444,14.3,,,,;',
  },
  {
    check: 'verifyAttributes',
    text: 'imei:868683027825532,OBD,170613203014,,,,0,0,0.00%,0,0.00%,0,0.00,,,,;',
  },
  {
    check: 'verifyAttributes',
    text: 'imei:862106025092216,OBD,170612165656,196043,,145803.9,,000,0.0%,+,0.0%,00000,12.6,,,,;',
  },
  {
    check: 'verifyAttributes',
    text: 'imei:862106025092216,OBD,170605095949,195874,,370.8,808,066,30.0%,+87,13.0%,02444,14.3,,,,;',
  },
  {
    check: 'verifyAttributes',
    text: 'imei:359710049057798,OBD,161003192752,1785,,,0,54,96.47%,75,20.00%,1892,0.00,P0134,P0571,,;',
  },
  {
    check: 'verifyAttributes',
    text: 'imei:359710049090138,OBD,160629022949,51442,0.00,15.88,5632,122,40.39%,95,0.00%,2101,13.80,,,,;',
  },
  {
    check: 'verifyAttributes',
    text: 'imei:359710049028435,OBD,160316053657,70430,,,0,49,60.00%,46,19.22%,859,0.00,U1108,,,;',
  },
  { check: 'verifyNull', text: 'imei:865328021049167,OBD,141118115036,,,0.0,,000,0.0%,+,0.0%,00000,,,,,' },
  {
    check: 'verifyAttributes',
    text: 'imei:359710049032874,OBD,160208152900,13555,,,45,0,24.71%,35,13.73%,1230,14.13,U1108,,,',
  },
  {
    check: 'verifyAttributes',
    text: 'imei:359710049064398,OBD,160101035156,17887,0.00,17.06,0,0,0.00%,0,0.00%,16383,10.82,,,,',
  },
];
