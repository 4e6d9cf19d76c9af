import { once } from 'node:events';
import { call, login, sqlWhileDown, startServer, type TestServer } from './support/server';
import { SmtpPeer, type ReceivedMail } from './support/smtpPeer';

// The outbox's delivery around a crash and a retry (decision 0030), against the real server
// process and a real SMTP peer: every attempt of one outbox row carries the same Message-ID, so
// the one duplicate a crash can still cause (the server killed after the relay took the mail,
// before the send was recorded) is recognisable, and no mail is sent a third time.
let server: TestServer;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await SmtpPeer.start();
  server = await startServer({ SMTP_URL: peer.url });
});
afterAll(async () => {
  await server?.stop();
  await peer?.down();
});

/** Queues one mail (a new outbox row): an admin sends the viewer a password reset. */
async function queueMail() {
  const admin = await login(server, 'admin');
  const r = await call(server, 'POST', '/users/viewer%40portal.test/reset-password-email', admin);
  expect(r.status).toBe(200);
}
const copiesOf = (mail: ReceivedMail) => peer.mails.filter((m) => m.messageId === mail.messageId);
const newMail = (before: number) => (m: ReceivedMail) => peer.mails.indexOf(m) >= before;

it('a server killed after the relay took a mail sends it once more, with the same Message-ID', async () => {
  // The relay has the whole mail; before it answers 250 the server is killed (SIGKILL), so the
  // send is never recorded.
  let killed: Promise<unknown> = Promise.resolve();
  peer.beforeAccept = async () => {
    peer.beforeAccept = null;
    killed = once(server.child, 'exit');
    server.child.kill('SIGKILL');
    await killed;
  };
  const before = peer.mails.length;
  await queueMail();
  const [first] = await peer.waitFor(newMail(before));
  await killed;
  expect(first.messageId).toMatch(/^<outbox\.\d+\.\d+@[^>]+>$/);

  // Restarted with the mail still claimed; its lease is made to run out now instead of waiting
  // for it, as it would after two minutes.
  await server.restart('SIGKILL', () =>
    sqlWhileDown(server, 'update outbox set next_attempt_at = now() where sent_at is null'),
  );
  const copies = await peer.waitFor((m) => m.messageId === first.messageId, 2, 30_000);
  expect(copies.map((m) => m.raw.replace(/^Date: .*$/m, ''))).toEqual(
    Array(2).fill(first.raw.replace(/^Date: .*$/m, '')),
  );

  // A later mail arrives with its own Message-ID, and by then the first was not sent again.
  const later = peer.mails.length;
  await queueMail();
  const [next] = await peer.waitFor(newMail(later), 1, 30_000);
  expect(next.messageId).not.toBe(first.messageId);
  expect(copiesOf(first)).toHaveLength(2);
});

it('a mail the relay refused once is retried with the same Message-ID', async () => {
  peer.refuseNext = 1;
  const before = peer.mails.length;
  await queueMail();
  const [accepted] = await peer.waitFor(newMail(before), 1, 30_000);
  expect(peer.refused).toHaveLength(1);
  expect(peer.refused[0].messageId).toBe(accepted.messageId);
  expect(copiesOf(accepted)).toHaveLength(1);
});
