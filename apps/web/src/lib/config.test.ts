import { describe, expect, it, vi } from 'vitest';
import { ConfigLoadError, loadConfig } from './config.ts';

function answer(status: number, body: string): typeof fetch {
  return vi.fn(async () => new Response(body, { status }));
}

describe('loadConfig', () => {
  it('fills the spec defaults around what the server sends', async () => {
    const config = await loadConfig(
      answer(200, JSON.stringify({ siteTitle: 'Fleet Watch', show_geofences: false })),
    );
    expect(config).toMatchObject({
      siteTitle: 'Fleet Watch',
      show_geofences: false,
      API_URL: '/api',
      primaryColour: '#004AAD',
      secondaryColour: '#0d00ad',
      defaultTheme: 'light',
      defaultLanguage: 'en',
      defaultDateFormat: 'MM/DD/YYYY',
      organisation_enabled: false,
      feedback_enabled: false,
    });
  });

  it('explains a failed request', async () => {
    await expect(loadConfig(answer(503, 'down'))).rejects.toThrow(
      new ConfigLoadError('The server answered 503 for /config.json.'),
    );
  });

  it('explains an invalid configuration', async () => {
    const error = await loadConfig(answer(200, JSON.stringify({ primaryColour: 'blue' }))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigLoadError);
    expect((error as Error).message).toMatch(/primaryColour/);
  });
});
