import { describe, expect, it } from 'vitest';
import { contactInputSchema } from './contact.ts';
import { organisationInputSchema } from './organisation.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("the spec's validation messages (spec 5)", () => {
  it('contact: name, email and phone required, with the exact email and phone messages', () => {
    expect(
      messagesOf(
        contactInputSchema.safeParse({
          name: '',
          email: 'nope',
          phone: '416 555 0100',
          contactMethod: 'sms',
        }),
      ),
    ).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Invalid phone number, please include country code (eg. +44)',
    });
    expect(
      messagesOf(contactInputSchema.safeParse({ name: 'A', email: '', phone: '', contactMethod: 'email' })),
    ).toMatchObject({
      email: 'Email is required',
      phone: 'Phone is required',
    });
  });

  it('accepts E.164 numbers written with spaces and dashes, storing them compact', () => {
    const parsed = contactInputSchema.parse({
      name: 'Night shift',
      email: 'ops@example.ca',
      phone: '+1 416-555-0100',
      contactMethod: 'both',
    });
    expect(parsed.phone).toBe('+14165550100');
  });

  it('organisation: name, address, email and phone required', () => {
    expect(
      messagesOf(organisationInputSchema.safeParse({ name: ' ', address: '', email: 'x', phone: '123' })),
    ).toEqual({
      name: 'Name is required',
      address: 'Address is required',
      email: 'Invalid email address',
      phone: 'Invalid phone number, please include country code (eg. +44)',
    });
  });
});
