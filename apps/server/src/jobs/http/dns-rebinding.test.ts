import dgram from 'node:dgram';
import dns from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationProblem } from '../../modules/action/destination.ts';
import { createOutboundDispatcher, type LookupAll } from './dispatcher.ts';
import { HttpFailure, sendHttp } from './send.ts';

/**
 * Issue 28.6, DNS rebinding: a name that resolves to a public address when an action is saved and
 * to 127.0.0.1 when the webhook is sent. A DNS server on loopback answers the name, with a TTL of 0
 * so nothing caches it: a public address the first time, 127.0.0.1 after.
 *
 * The messages follow RFC 1035 (https://www.rfc-editor.org/rfc/rfc1035), section 4.1: a 12-byte
 * header (4.1.1: ID, flags with QR/opcode/AA/TC/RD/RA/RCODE, then QDCOUNT, ANCOUNT, NSCOUNT,
 * ARCOUNT), the question (4.1.2: QNAME as length-prefixed labels ending in a zero byte, QTYPE,
 * QCLASS), and answers as resource records (4.1.3: NAME, TYPE, CLASS, TTL, RDLENGTH, RDATA), the
 * NAME a compression pointer to the question's name at offset 12 (4.1.4: two bytes, top bits 11).
 * TYPE A is 1 and CLASS IN is 1 (3.2.2, 3.2.4); an A record's RDATA is the four address bytes (3.4.1).
 */

const NAME = 'hooks.rebind-test.example';
const PUBLIC = '93.184.215.14';

type Question = { id: number; flags: number; name: string; type: number; end: number };

function readQuestion(message: Buffer): Question {
  const labels: string[] = [];
  let offset = 12;
  for (let length = message[offset] ?? 0; length > 0; length = message[offset] ?? 0) {
    labels.push(message.toString('ascii', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  offset += 1; // the root label
  return {
    id: message.readUInt16BE(0),
    flags: message.readUInt16BE(2),
    name: labels.join('.').toLowerCase(),
    type: message.readUInt16BE(offset),
    end: offset + 4,
  };
}

/** The answer to a question: the address as one A record, or no record for another type or name. */
function answer(query: Buffer, question: Question, address: string | null): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(question.id, 0);
  // QR=1 (a response), opcode 0, AA=1, RD copied from the query, RA=1, RCODE 0 (or 3: no such name).
  const rd = question.flags & 0x0100;
  const rcode = question.name === NAME ? 0 : 3;
  header.writeUInt16BE(0x8000 | 0x0400 | rd | 0x0080 | rcode, 2);
  header.writeUInt16BE(1, 4); // QDCOUNT
  header.writeUInt16BE(address ? 1 : 0, 6); // ANCOUNT
  const questionBytes = query.subarray(12, question.end);
  if (!address) return Buffer.concat([header, questionBytes]);
  const record = Buffer.alloc(16);
  record.writeUInt16BE(0xc00c, 0); // NAME: pointer to offset 12
  record.writeUInt16BE(1, 2); // TYPE A
  record.writeUInt16BE(1, 4); // CLASS IN
  record.writeUInt32BE(0, 6); // TTL 0: never cached
  record.writeUInt16BE(4, 10); // RDLENGTH
  address.split('.').forEach((part, i) => {
    record.writeUInt8(Number(part), 12 + i);
  });
  return Buffer.concat([header, questionBytes, record]);
}

/** The DNS server: the first A query for NAME gets the public address, every later one 127.0.0.1. */
async function startRebindingDns() {
  const socket = dgram.createSocket('udp4');
  const asked: string[] = [];
  socket.on('message', (query, peer) => {
    const question = readQuestion(query);
    let address: string | null = null;
    if (question.name === NAME && question.type === 1) {
      address = asked.length === 0 ? PUBLIC : '127.0.0.1';
      asked.push(address);
    }
    socket.send(answer(query, question, address), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return { port, asked, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}

/** Names resolved by that server only (IPv4: the server answers A records). */
function lookupThrough(port: number): LookupAll {
  const resolver = new dns.Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([`127.0.0.1:${port}`]);
  return (hostname, _options, callback) =>
    resolver.resolve4(hostname, (err, addresses) =>
      callback(
        err,
        (addresses ?? []).map((address) => ({ address, family: 4 })),
      ),
    );
}

let server: Awaited<ReturnType<typeof startRebindingDns>>;
beforeAll(async () => {
  server = await startRebindingDns();
});
afterAll(() => server.close());

describe('a name that rebinds to 127.0.0.1 between save and send', () => {
  it('passes the save check while public, then is refused at connect with an outbound_blocked line', async () => {
    const lookup = lookupThrough(server.port);
    const url = `http://${NAME}:8080/hook?token=secret`;

    // Saved: the name resolves to a public address, so the save check lets it through.
    expect(await destinationProblem(url, lookup)).toBeNull();
    expect(server.asked).toEqual([PUBLIC]);

    // Sent: the same name now answers 127.0.0.1; the connector refuses before connecting.
    const lines: Array<Record<string, unknown>> = [];
    const dispatcher = createOutboundDispatcher({
      allowPrivate: false,
      lookup,
      log: { warn: (fields) => lines.push(fields as Record<string, unknown>) },
    });
    try {
      const err = await sendHttp(dispatcher, {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(HttpFailure);
      expect(err).toMatchObject({ message: 'blocked_destination', permanent: true });
      expect((err as HttpFailure).detail).toBe(
        `Refused to connect to ${NAME} (127.0.0.1): loopback addresses are not allowed`,
      );
      expect(server.asked).toEqual([PUBLIC, '127.0.0.1']);
      expect(lines).toEqual([
        {
          security: 'outbound_blocked',
          destination: `${NAME}:8080`,
          reason: `Refused to connect to ${NAME} (127.0.0.1): loopback addresses are not allowed`,
        },
      ]);
      // The security line names the host and port only, never the URL's path or query.
      expect(JSON.stringify(lines)).not.toContain('secret');
    } finally {
      await dispatcher.close();
    }
  });

  it('is refused at save time too once it resolves to 127.0.0.1', async () => {
    expect(await destinationProblem(`https://${NAME}/hook`, lookupThrough(server.port))).toBe(
      `must not point to a loopback address (${NAME} is 127.0.0.1)`,
    );
  });
});
