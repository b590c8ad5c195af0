import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, type Person, testApi } from '../../test/api.ts';
import { uniqueEmail } from '../../test/oidc-flow.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

const key = '2B7E151628AED2A6ABF7158809CF4F3C';
const operatorEmail = uniqueEmail('ops');

describe('the deployment’s operators', () => {
  let server: TestServer;
  let api: ReturnType<typeof testApi>;
  let operator: Person;
  let impostor: Person;
  let customer: Person;

  beforeAll(async () => {
    server = await startTestServer({
      OPERATOR_EMAILS: `someone@example.com, ${operatorEmail.toUpperCase()}`,
    });
    api = testApi(server);
    operator = await api.signUp('Opal', operatorEmail);
    customer = await api.signUp('Cora');
    // The operator proved their address; this stands for following the verification link.
    await server.handle.pool.query('update users set email_verified = true where sub = $1', [operator.sub]);
    // Someone else signs up with an operator's address on another account but never verifies it.
    impostor = await api.signUp('Imogen', 'someone@example.com');
  });
  afterAll(() => server.close());

  const as = (who: Person, path: string, body?: unknown) => api.call(path, { token: who.token, body });

  it('are the verified accounts OPERATOR_EMAILS names, nobody else, not even an unverified sign-up with the address', async () => {
    expect((await as(operator, '/operator/status')).body).toEqual({ operator: true });
    expect((await as(customer, '/operator/status')).body).toEqual({ operator: false });
    expect((await as(impostor, '/operator/status')).body).toEqual({ operator: false });
    for (const who of [customer, impostor]) {
      const overview = await as(who, '/operator/overview');
      expect(overview.status).toBe(403);
      expect(messageOf(overview)).toBe("Only this deployment's operators can do this");
      expect((await as(who, '/operator/inventory')).status).toBe(403);
      expect((await as(who, '/operator/inventory/import', { rows: [{ claim_code: 'X-1' }] })).status).toBe(
        403,
      );
    }
    expect((await api.call('/operator/inventory')).status).toBe(401);
  });

  it('see the deployment’s flags and load the inventory from CSV rows, each bad row refused with its reasons', async () => {
    const overview = await as(operator, '/operator/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.flags).toEqual(
      expect.arrayContaining([
        { name: 'manual_add', value: false },
        { name: 'self_host', value: false },
        { name: 'OPERATOR_EMAILS', value: 2 },
      ]),
    );
    const rows = [
      {
        claim_code: 'PP-0001',
        barcode: 'A-1',
        dev_eui: '70b3d57ed0000a01',
        app_eui: '70B3D57ED0000000',
        app_key: key,
        model: 'dragino/lht65',
        type: 'temperature',
      },
      { claim_code: 'PP-0002', dev_eui: '70B3D57ED0000A02', app_eui: '', app_key: '' },
      { claim_code: 'PP-0003', dev_eui: '70B3D57ED000A03' },
      { claim_code: 'PP-0001', dev_eui: '70B3D57ED0000A04' },
      { claim_code: 'PP-0005', dev_eui: '70B3D57ED0000A05', model: 'acme/nothing' },
      { claim_code: '', dev_eui: '70B3D57ED0000A06' },
    ];
    const res = await as(operator, '/operator/inventory/import', { rows });
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(2);
    expect(res.body.refused).toEqual([
      { row: 3, devEui: '70B3D57ED000A03', reasons: ['Dev EUI must be exactly 16 characters'] },
      { row: 4, devEui: '70B3D57ED0000A04', reasons: ['Claim code PP-0001 is already in the inventory'] },
      { row: 5, devEui: '70B3D57ED0000A05', reasons: ['Unknown model acme/nothing'] },
      { row: 6, devEui: '70B3D57ED0000A06', reasons: ['Claim code is required'] },
    ]);
    const again = await as(operator, '/operator/inventory/import', { rows: rows.slice(0, 1) });
    expect(again.body).toMatchObject({
      added: 0,
      refused: [
        { row: 1, reasons: expect.arrayContaining(['Claim code PP-0001 is already in the inventory']) },
      ],
    });
    const list = await as(operator, '/operator/inventory');
    expect(list.body.map((item: { devEui: string }) => item.devEui).sort()).toEqual([
      '70B3D57ED0000A01',
      '70B3D57ED0000A02',
    ]);
  });

  it('read the account mail kept while no SMTP server is configured, to pass a verification link on', async () => {
    const mail = await as(operator, '/operator/account-mail');
    expect(mail.status).toBe(200);
    const toCora = mail.body.find((m: { recipient: string }) => m.recipient === customer.email);
    expect(toCora?.body).toContain('/verify-email?token=');
    expect((await as(customer, '/operator/account-mail')).status).toBe(403);
  });

  it('see which organisation claimed which device, and only that', async () => {
    const claimed = await as(customer, '/device/claim', {
      organisationId: customer.organisationId,
      claimCode: 'PP-0001',
    });
    expect(claimed.status).toBe(201);
    const list = await as(operator, '/operator/inventory');
    const item = list.body.find((i: { claimCode: string }) => i.claimCode === 'PP-0001');
    expect(item).toMatchObject({
      barcode: 'A-1',
      modelId: 'dragino/lht65',
      type: 'temperature',
      claimedBy: { id: customer.organisationId, name: expect.any(String) },
    });
    expect(item.claimedAt).not.toBeNull();
    // An operator is no member of the customer's organisation: its devices stay out of reach.
    expect((await as(operator, `/organisation/${customer.organisationId}/devices`)).status).toBe(404);
  });
});

describe('demo mode', () => {
  let server: TestServer;
  let api: ReturnType<typeof testApi>;

  beforeAll(async () => {
    server = await startTestServer({ DEMO: 'true', DEMO_INTERVAL_MS: '60000' });
    api = testApi(server);
  });
  afterAll(() => server.close());

  it('makes the deployment’s first account its operator, and sets demo devices aside for each new organisation to claim', async () => {
    const first = await api.signUp('First');
    const second = await api.signUp('Second');
    expect((await api.call('/operator/status', { token: first.token })).body).toEqual({ operator: true });
    expect((await api.call('/operator/status', { token: second.token })).body).toEqual({ operator: false });

    const codes = await api.call(`/organisation/${second.organisationId}/demo-claim-codes`, {
      token: second.token,
    });
    expect(codes.status).toBe(200);
    expect(codes.body).toHaveLength(3);
    expect(
      codes.body
        .map((c: { claimCode: string }) => c.claimCode)
        .every((c: string) => /^DEMO-\w{4}-\w{4}$/.test(c)),
    ).toBe(true);
    expect(
      (await api.call(`/organisation/${second.organisationId}/demo-claim-codes`, { token: first.token }))
        .status,
    ).toBe(404);

    const fridge = codes.body.find((c: { type: string }) => c.type === 'temperature');
    const claim = await api.call('/device/claim', {
      token: second.token,
      body: { organisationId: second.organisationId, claimCode: fridge.claimCode },
    });
    expect(claim.status).toBe(201);
    const left = await api.call(`/organisation/${second.organisationId}/demo-claim-codes`, {
      token: second.token,
    });
    expect(left.body).toHaveLength(2);
    const inventory = await api.call('/operator/inventory', { token: first.token });
    expect(inventory.body.filter((i: { demo: boolean }) => i.demo)).toHaveLength(6);
  });
});
