import { describe, expect, it } from 'vitest';
import { ownTracksConfig, ownTracksLink, traccarClientLink } from './phone-config.ts';

const url = 'https://track.example.com/api/ingest/owntracks';

describe('phone configuration links', () => {
  it('OwnTracks: its inline configuration link, HTTP mode, the token as the Basic user', () => {
    const link = ownTracksLink(url, 'dev_abc+/=');
    expect(link.startsWith('owntracks:///config?inline=')).toBe(true);
    const inline = new URL(link.replace('owntracks:///', 'https://x/')).searchParams.get('inline') ?? '';
    expect(inline).not.toContain(' ');
    const decoded = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(inline), (c) => c.charCodeAt(0))),
    );
    expect(decoded).toEqual(ownTracksConfig(url, 'dev_abc+/='));
    expect(decoded).toMatchObject({
      _type: 'configuration',
      mode: 3,
      url,
      auth: true,
      username: 'dev_abc+/=',
    });
  });

  it('Traccar Client: the server URL with the device identifier, as its scanner reads it', () => {
    const link = new URL(traccarClientLink('https://track.example.com/api/ingest/osmand', 'dev_x&y'));
    expect(`${link.origin}${link.pathname}`).toBe('https://track.example.com/api/ingest/osmand');
    expect(link.searchParams.get('id')).toBe('dev_x&y');
  });
});
