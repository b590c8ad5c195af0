import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forwardHeadersSchema } from './action.ts';
import { contactInputSchema } from './contact.ts';
import { deviceClaimSchema, deviceCreateSchema } from './device.ts';
import { name, safeJson, text } from './text.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message).join('; ');
};

describe('text(): what a person may type in a request', () => {
  const address = text('Address', { max: 300 });
  const description = text('Message', { max: 1000, multiline: true });

  it('accepts accented, non-Latin and emoji text as typed', () => {
    for (const value of [
      'Café Łódź 東京',
      'Zürich Straße 12',
      'مرحبا بالعالم',
      'Depot 🚚 nº 3',
      'Ærøskøbing',
    ])
      expect(address.parse(value)).toBe(value);
    expect(name('Name').parse('  Café Łódź 東京  ')).toBe('Café Łódź 東京');
  });

  it('refuses NUL and the other C0 and C1 control characters', () => {
    for (const value of [
      'Depot\u0000',
      'a\u0001b',
      'bell\u0007',
      'esc\u001b[31m',
      'del\u007f',
      'c1\u0085',
      'c1\u009b',
    ])
      expect(messageOf(address, value)).toBe('Address must not contain control characters');
    expect(messageOf(description, 'line\u0000')).toBe('Message must not contain control characters');
  });

  it('allows tabs and line breaks only in multi-line text', () => {
    expect(description.parse('Door open\nat the depot\r\n\tcheck it')).toBe(
      'Door open\nat the depot\r\n\tcheck it',
    );
    expect(messageOf(address, '1 Main St\nToronto')).toBe('Address must be on one line');
    expect(messageOf(address, 'a\tb')).toBe('Address must be on one line');
  });

  it('refuses lone UTF-16 surrogates, keeping whole pairs (emoji)', () => {
    expect(messageOf(address, 'broken \uD83D')).toBe('Address contains a broken character');
    expect(messageOf(address, '\uDE9A truck')).toBe('Address contains a broken character');
    expect(messageOf(address, 'a\uDE9A\uD83Db')).toBe('Address contains a broken character');
    expect(address.parse('truck \uD83D\uDE9A')).toBe('truck 🚚');
  });

  it('refuses bidirectional embeddings, overrides and isolates', () => {
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(messageOf(address, `invoice${c}fdp.exe`)).toBe(
        'Address must not contain text direction controls',
      );
  });

  it('keeps the length limit and its message', () => {
    expect(messageOf(address, 'x'.repeat(301))).toBe('Address must be at most 300 characters');
  });
});

describe('name(): a required, visible name', () => {
  const field = name('Name', { max: 100 });

  it("answers spec 5's 'Name is required' for nothing visible", () => {
    for (const value of [
      undefined,
      '',
      '   ',
      '\u200B',
      '\u200B\u200C\u200D',
      '\u2060',
      '\uFEFF',
      ' \u200B\t',
    ])
      expect(messageOf(field, value)).toBe('Name is required');
  });

  it('accepts a name with a zero-width joiner inside visible text (emoji sequences, Indic scripts)', () => {
    expect(field.parse('👩\u200D🔧 team')).toBe('👩\u200D🔧 team');
  });

  it('refuses the same characters as text()', () => {
    expect(messageOf(field, 'Ada\u0000')).toBe('Name must not contain control characters');
    expect(messageOf(field, 'Ada\nLovelace')).toBe('Name must be on one line');
    expect(messageOf(field, 'Ada\uD800')).toBe('Name contains a broken character');
    expect(messageOf(field, '\u202Eadaꓥ')).toBe('Name must not contain text direction controls');
  });

  it("is the rule of the schemas' names, with their spec messages unchanged", () => {
    const contact = { email: 'a@example.com', phone: '+14165550100', contactMethod: 'email' };
    expect(messageOf(contactInputSchema, { ...contact, name: '\u200B' })).toBe('Name is required');
    expect(messageOf(contactInputSchema, { ...contact, name: 'Night\u0000shift' })).toBe(
      'Name must not contain control characters',
    );
    const claim = { organisationId: '6f1c7a54-6a43-4d0e-9a39-0f1fb8f1d5b1' };
    expect(messageOf(deviceClaimSchema, { ...claim, claimCode: '\uFEFF ' })).toBe('Claim code is required');
    const device = {
      organisationId: claim.organisationId,
      devEui: '70B3D57ED0000001',
      appEui: '70B3D57ED0000002',
      appKey: '00112233445566778899AABBCCDDEEFF',
      type: 'location',
    };
    expect(messageOf(deviceCreateSchema, { ...device, name: 'Van\u202E1' })).toBe(
      'Device name must not contain text direction controls',
    );
    expect(messageOf(deviceCreateSchema, { ...device, name: 'ab' })).toBe(
      'Device name must be at least 3 characters',
    );
  });
});

describe('JSON from users (kept as jsonb): keys and values follow the same rule', () => {
  it('refuses a control character or a broken character in a forward header', () => {
    expect(forwardHeadersSchema.parse('{"X-Token": "Café 東京"}')).toEqual({ 'X-Token': 'Café 東京' });
    expect(messageOf(forwardHeadersSchema, { 'X-Token': 'a\u0000b' })).toBe(
      'A header must not contain control characters',
    );
    expect(messageOf(forwardHeadersSchema, '{"X-Token": "\\ud800"}')).toBe(
      'A header contains a broken character',
    );
  });

  it('walks nested objects and arrays, keys included', () => {
    const settings = safeJson(z.record(z.string(), z.unknown()), 'Settings');
    expect(settings.parse({ a: [{ b: 'Łódź' }] })).toEqual({ a: [{ b: 'Łódź' }] });
    expect(messageOf(settings, { a: [{ b: ['x', 'y\u0000'] }] })).toBe(
      'Settings must not contain control characters',
    );
    expect(messageOf(settings, { 'k\uDC00': 1 })).toBe('Settings contains a broken character');
    expect(messageOf(settings, { 'k\u202E': 1 })).toBe('Settings must not contain text direction controls');
  });
});
