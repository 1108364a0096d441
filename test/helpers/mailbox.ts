import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail server on loopback that keeps what it accepts, refuses some addresses for good (550), and can be stopped and started on its port. */
export class Mailbox {
  messages: ParsedMail[] = [];
  refused = new Set<string>();
  port = 0;
  /** Milliseconds the server takes to accept each message (a slow server: sends in flight overlap). */
  delayMs = 0;
  private server?: SMTPServer;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address)) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
        callback();
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (parsed) => {
            if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
            this.messages.push(parsed);
          })
          .then(() => callback(), (error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  to(address: string) {
    return this.messages.filter((message) => message.to && !Array.isArray(message.to) && message.to.value[0]?.address === address);
  }
}
