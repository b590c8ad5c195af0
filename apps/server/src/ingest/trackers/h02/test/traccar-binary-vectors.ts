/**
 * Every binary vector of [traccar] traccar/traccar at 9e5c458ad0bf44ceaddf72534bf6874787f41b6c,
 * src/test/java/org/traccar/protocol/H02ProtocolDecoderTest.java (last changed in c42824acd4),
 * of both its tests in their order, verbatim hex (Traccar's binary("..."), one report each).
 * `check` is the verify method Traccar calls, `expect` what it asserts, as written in the Java test.
 */
export const traccarBinaryVectors: ReadonlyArray<{
  check: string;
  expect?: string;
  text?: string;
  hex?: string;
}> = [
  {
    check: 'verifyPosition',
    hex: '2491802711800850240512192350143206090249758e000001ffffbbff00bdf0900000000001d60161cc4b9a35',
  },
  {
    check: 'verifyPosition',
    hex: '24702802061601234020031910125482600612695044000000ffffbbff000000000000000001760d04e2c9934d',
  },
  {
    check: 'verifyPosition',
    hex: '2435248308419329301047591808172627335900074412294E024138FEFFFFFFFF01120064BA73005ECC',
  },
  {
    check: 'verifyPosition',
    hex: '2442091341332059572807175137358006000183640e000000fffffbfdff001f080000000000ea1e0000000021',
  },
  {
    check: 'verifyPosition',
    hex: '2421305109380127171003170520046500100286297e003085ffffdfffff03440069129344006400001151415a20',
  },
  { check: 'verifyPosition', hex: '2441060116601245431311165035313006004318210e000000fffffbffff0024' },
  {
    check: 'verifyPosition',
    expect: 'position("2015-08-31 21:53:21.000", true, 4.69898, -74.06971)',
    hex: '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f',
  },
  { check: 'verifyPosition', hex: '2427051711092133391406135002584900014337822e000000ffffffffff0000' },
  { check: 'verifyPosition', hex: '2427051711092134091406135002584900014337822e000000ffffffffff0000' },
  { check: 'verifyPosition', hex: '2410307310010503162209022212874500113466574C014028fffffbffff0000' },
  {
    check: 'verifyPosition',
    hex: '2441090013450831250401145047888000008554650e000000fffff9ffff001006000000000106020299109c01',
  },
  { check: 'verifyPosition', hex: '24270517030820321418041423307879000463213792000056fffff9ffff0000' },
  {
    check: 'verifyPosition',
    hex: '2441091144271222470112142233983006114026520E000000FFFFFBFFFF0014060000000001CC00262B0F170A',
  },
  {
    check: 'verifyPosition',
    hex: '24971305007205201916101533335008000073206976000000effffbffff000252776566060000000000000000000049',
  },
  {
    check: 'verifyAttribute',
    expect: 'Position.KEY_STATUS, 0xFFFFFBFFL',
    hex: '2441091144271222470112142233983006114026520E000000FFFFFBFFFF0014060000000001CC00262B0F170A',
  },
];
