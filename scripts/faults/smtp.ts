import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; messageId: string | undefined; data: string; at: number };

/**
 * A real SMTP server on 127.0.0.1 that can be taken down and brought back on
 * the same port: down, connections are refused, as when a mail server is off.
 * It answers a message's end `holdMs` after it has it (a sender killed meanwhile never hears 250).
 */
export function createSmtp(port: number, { holdMs = 0 } = {}) {
  const mails: ReceivedMail[] = [];
  let inFlight = 0;
  let server: SMTPServer | undefined;
  const up = async () => {
    if (server) return;
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const data = Buffer.concat(chunks).toString();
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: /^Message-ID:\s*<([^>]+)>/im.exec(data)?.[1],
            data,
            at: Date.now(),
          });
          inFlight += 1;
          setTimeout(() => {
            inFlight -= 1;
            callback();
          }, holdMs);
        });
      },
    });
    // A client killed mid-conversation (a worker under kill -9) resets its connection: not our error.
    next.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
  };
  const down = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  return { url: `smtp://127.0.0.1:${port}`, mails, up, down, inFlight: () => inFlight };
}
