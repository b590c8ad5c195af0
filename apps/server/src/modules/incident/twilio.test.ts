import { describe, expect, it } from 'vitest';
import { isAckReply, twilioSignature, twilioSignatureValid, twiml } from './twilio.ts';

// The worked example of Twilio's "Webhooks security" guide
// (https://www.twilio.com/docs/usage/webhooks/webhooks-security): auth token 12345, this URL and
// these POST parameters give this X-Twilio-Signature.
const token = '12345';
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};
const documented = '0/KCTR6DLpKmkAf8muzZqo1nDgQ=';

describe("Twilio's request signature", () => {
  it("matches the documented example, whatever the parameters' order", () => {
    expect(twilioSignature(token, url, params)).toBe(documented);
    const reversed = Object.fromEntries(Object.entries(params).reverse());
    expect(twilioSignatureValid(token, documented, url, reversed)).toBe(true);
  });

  it('fails for a changed parameter, URL or token, a missing header or token, or a cut signature', () => {
    expect(twilioSignatureValid(token, documented, url, { ...params, Digits: '9999' })).toBe(false);
    expect(twilioSignatureValid(token, documented, 'https://mycompany.com/myapp.php', params)).toBe(false);
    expect(twilioSignatureValid('54321', documented, url, params)).toBe(false);
    expect(twilioSignatureValid(token, undefined, url, params)).toBe(false);
    expect(twilioSignatureValid(undefined, documented, url, params)).toBe(false);
    expect(twilioSignatureValid(token, documented.slice(0, -1), url, params)).toBe(false);
  });
});

describe('an SMS reply', () => {
  it('acknowledges with ACK or 1 only', () => {
    for (const yes of ['ACK', 'ack', ' Ack. ', '1', '1!']) expect(isAckReply(yes), yes).toBe(true);
    for (const no of ['', 'no', '11', 'ACK later', 'STOP', '2']) expect(isAckReply(no), no).toBe(false);
  });

  it('is answered in TwiML with the text escaped', () => {
    expect(twiml()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(twiml('Ann & <Bob>')).toContain('<Message>Ann &amp; &lt;Bob&gt;</Message>');
  });
});
