import { denyIn, type Runtime } from './runtime';
import type { FakeBlob } from './utilities';

export interface SentAttachment {
  name: string | null;
  contentType: string | null;
  size: number;
  /** The attachment's bytes, for a test to read what was sent. */
  text: string;
}

export interface SentMail {
  to: string;
  subject: string;
  body: string;
  /** The user the script ran as when it sent the message. */
  from: string;
  attachments: SentAttachment[];
  /** The sender's display name, when the script set one. */
  name?: string;
}

/** MailApp takes up to 50 recipients a message (comma-separated in `to`). */
const MAX_RECIPIENTS = 50;

/** MailApp with the `script.send_mail` scope: records each message; a custom function may not send. */
export function createMailApp(runtime: Runtime, sent: SentMail[], currentUser: () => string) {
  return {
    sendEmail(message: {
      to?: unknown;
      subject?: unknown;
      body?: unknown;
      attachments?: unknown;
      name?: unknown;
    }): void {
      denyIn(runtime, ['custom-function'], 'MailApp.sendEmail');
      if (typeof message?.to !== 'string' || message.to === '') throw new Error('Exception: Invalid email: ');
      const addresses = message.to.split(',').map((address) => address.trim());
      const bad = addresses.find((address) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address));
      if (bad !== undefined) throw new Error(`Exception: Invalid email: ${bad}`);
      if (addresses.length > MAX_RECIPIENTS) throw new Error('Exception: Too many recipients.');
      const attachments = Array.isArray(message.attachments) ? (message.attachments as FakeBlob[]) : [];
      sent.push({
        to: message.to,
        subject: String(message.subject),
        body: String(message.body),
        from: currentUser(),
        attachments: attachments.map((blob) => ({
          name: blob.getName(),
          contentType: blob.getContentType(),
          size: blob.rawBytes().length,
          text: blob.rawBytes().toString('latin1'),
        })),
        ...(typeof message.name === 'string' ? { name: message.name } : {}),
      });
    },
    getRemainingDailyQuota: () => 100 - sent.length,
  };
}
