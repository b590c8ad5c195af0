import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { trackerSetup } from './tracker.ts';

// The Integrations screen and the add-device form say "Send the tracker this SMS" only above an
// SMS: units set up by a vendor's server or tool (Digital Matter's OEM Server, Sinocastel's PC
// tool, a Freematics firmware build) get their steps in words instead.
describe('where trackers report, and how each is pointed here', () => {
  it('gives an SMS for units that take one and steps for units that do not, never both', async () => {
    const setup = await trackerSetup(loadConfig({ TRACKER_HOST: 'track.example.com' }));
    const of = (protocol: string) => setup.protocols.find((p) => p.protocol === protocol);
    expect(of('teltonika')).toMatchObject({
      port: 5027,
      sms: '  setparam 2004:track.example.com;2005:5027;2006:0',
      steps: null,
    });
    expect(of('dmt')).toMatchObject({ port: 5137, sms: null, steps: expect.stringContaining('OEM Server') });
    expect(of('freematics')).toMatchObject({
      sms: null,
      steps: expect.stringContaining('track.example.com'),
    });
    for (const entry of setup.protocols) expect(entry.sms === null || entry.steps === null).toBe(true);
  });

  it('gives neither where the deployment does not listen for the protocol', async () => {
    const setup = await trackerSetup(loadConfig({ TRACKER_HOST: 'track.example.com', DMT_PORT: '0' }));
    expect(setup.protocols.find((p) => p.protocol === 'dmt')).toMatchObject({
      port: 0,
      sms: null,
      steps: null,
    });
  });
});
