import { denyIn, type Runtime } from './runtime';

export interface SentMail {
  to: string;
  subject: string;
  body: string;
  /** The user the script ran as when it sent the message. */
  from: string;
}

/** MailApp with the `script.send_mail` scope: records each message; a custom function may not send. */
export function createMailApp(runtime: Runtime, sent: SentMail[], currentUser: () => string) {
  return {
    sendEmail(message: { to?: unknown; subject?: unknown; body?: unknown }): void {
      denyIn(runtime, ['custom-function'], 'MailApp.sendEmail');
      if (typeof message?.to !== 'string' || message.to === '') throw new Error('Exception: Invalid email: ');
      sent.push({ to: message.to, subject: String(message.subject), body: String(message.body), from: currentUser() });
    },
    getRemainingDailyQuota: () => 100 - sent.length,
  };
}
