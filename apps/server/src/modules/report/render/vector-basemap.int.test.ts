import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import { setUpOrganisation, waitFor } from '../../action/test-helpers.ts';
import { createReportEngine, type ReportEngine } from '../engine.ts';
import { startTileServer, type TileServer } from './vector-tiles.test-support.ts';

/**
 * Issue 27.3 on the default kind of style: a report's PDF map drawn on a vector basemap. The
 * server runs with MAP_STYLE naming a MapLibre vector style (MapLibre style spec, "Sources:
 * vector", a TileJSON `url`) on a tile server this test starts on 127.0.0.1; a report with a
 * map widget is run through the real engine, and its preview and PDF carry the style's layers
 * in the style's colours under the devices.
 */

/** The content streams of a PDF, inflated (PDF 1.7, 7.3.8: FlateDecode streams). */
function pdfContent(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const parts: string[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not deflated (an image, a font): not drawing operators.
    }
  }
  return parts.join('\n');
}

/** A fill colour operator as pdfkit writes it for #rrggbb. */
const fillOperator = (hex: string) =>
  `${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).join(' ')} scn`;

describe('a report map on a vector basemap', () => {
  let tiles: TileServer;
  let server: TestServer;
  let engine: ReportEngine;
  const clock = { now: new Date('2027-02-16T12:00:00Z') };

  beforeAll(async () => {
    tiles = await startTileServer();
    server = await startTestServer({
      SELF_HOST: 'true',
      REPORT_WORKERS: '0',
      MAP_STYLE: `${tiles.base}/styles/light.json`,
      MAP_STYLE_DARK: `${tiles.base}/styles/dark.json`,
    });
    engine = createReportEngine(server.handle.db, server.handle.pool, server.config, {
      now: () => clock.now,
      workers: 1,
      pollingIntervalSeconds: 0.5,
    });
    await engine.start();
  });
  afterAll(async () => {
    await engine?.stop();
    await server?.close();
    await tiles?.close();
  });

  it("prints the style's background, water, park and roads under the devices, with the tiles' credit", async () => {
    const org = await setUpOrganisation(server, 'Vera', 'email');
    // The freezer by the lake downtown on Monday; a second device in Scarborough.
    const van = await org.api.call('/device/self-host', {
      token: org.owner.token,
      body: { organisationId: org.organisationId, name: 'Vera van', type: 'location' },
    });
    expect(van.status, JSON.stringify(van.body)).toBe(201);
    await server.handle.pool.query(
      `insert into positions (device_id, organisation_id, time, lat, lon, source)
       values ($1, $3, '2027-02-15T15:00:00Z', 43.6532, -79.3832, 'gnss'),
              ($2, $3, '2027-02-15T15:05:00Z', 43.7764, -79.2318, 'gnss')`,
      [org.deviceId, van.body.device.id, org.organisationId],
    );
    const created = await org.api.call('/report', {
      token: org.owner.token,
      body: {
        organisationId: org.organisationId,
        name: 'Where the fleet was',
        widgets: [{ id: 'm', type: 'map', title: 'Fleet', devices: [org.deviceId, van.body.device.id] }],
        period: 'day',
        schedule: { frequency: 'daily', time: '07:00' },
        recipients: [{ kind: 'contact', id: org.contactId }],
        formats: ['pdf'],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const reportId = created.body.id as string;
    await engine.requestRun({
      organisationId: org.organisationId,
      reportId,
      send: false,
      requestedBy: org.owner.userId,
    });
    const run = await waitFor(async () => {
      const res = await org.api.call(`/report/${reportId}/runs`, { token: org.owner.token });
      const [first] = res.body.items as { id: string; status: string }[];
      return first && ['done', 'partial', 'failed'].includes(first.status) && first;
    }, 30_000);
    expect(run.status).toBe('done');

    // The preview's map: the basemap's layers first, in the style's colours, then the devices.
    const preview = await org.api.call(`/report/${reportId}/runs/${run.id}/preview`, {
      token: org.owner.token,
    });
    const svg = preview.body.sections[0].svg as string;
    const basemap = svg.slice(svg.indexOf('<g data-role="basemap">'), svg.indexOf('</g>'));
    expect(basemap).toContain(
      '<rect data-layer="background" x="0" y="0" width="640" height="420" fill="#f2f3f0"',
    );
    expect(basemap).toMatch(/<path data-layer="water" d="M[^"]+" fill="#c2c8ca"\/>/);
    expect(basemap).toMatch(/<path data-layer="park" d="M[^"]+" fill="#e6e9e5"/);
    expect(basemap).toMatch(/<path data-layer="roads" d="M[^"]+" fill="none" stroke="#ffffff"/);
    expect(svg.indexOf('data-device="Vera freezer"')).toBeGreaterThan(svg.indexOf('data-layer="water"'));
    expect(svg).toContain('OpenFreeMap © OpenMapTiles Data from OpenStreetMap');
    expect(tiles.requests.some((r) => r.startsWith('/tiles/'))).toBe(true);
    // Reports are printed light: the dark style is not asked for.
    expect(tiles.requests).not.toContain('/styles/dark.json');

    // The PDF paints them as vectors: the water's and background's fills, round road ends.
    const file = await fetch(`${server.url}/api/report/${reportId}/runs/${run.id}/files/pdf`, {
      headers: { authorization: `Bearer ${org.owner.token}` },
    });
    expect(file.status).toBe(200);
    const content = pdfContent(Buffer.from(await file.arrayBuffer()));
    expect(content).toContain(fillOperator('#c2c8ca'));
    expect(content).toContain(fillOperator('#f2f3f0'));
    expect(content).toContain(fillOperator('#e6e9e5'));
    expect(content).toMatch(/\b1 J\b/);
  });
});
