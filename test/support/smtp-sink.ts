import { createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server for tests (RFC 5321's happy path, no TLS; AUTH PLAIN accepted and recorded):
 * it accepts every message and keeps it, so a test sees what the mailer really sent over the wire
 * and the credentials it logged in with (`user:password`).
 */
export async function startSmtpSink(): Promise<{ port: number; mails: ReceivedMail[]; logins: string[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const logins: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let current: ReceivedMail | null = null;
    let inData = false;
    const reply = (line: string) => socket.write(line + '\r\n');
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current!.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          mails.push(current!);
          current = null;
          inData = false;
          buffer = buffer.slice(end + 5);
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-sink\r\n250 AUTH PLAIN');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'AUTH') {
          const [, user, password] = Buffer.from(line.split(' ')[2] ?? '', 'base64')
            .toString('utf8')
            .split('\0');
          logins.push(`${user}:${password}`);
          reply('235 authenticated');
        } else if (verb === 'MAIL') {
          current = { from: line.slice(10).replace(/[<>]/g, '').trim(), to: [], data: '' };
          reply('250 ok');
        } else if (verb === 'RCPT') {
          current?.to.push(line.slice(8).replace(/[<>]/g, '').trim());
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    logins,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
