import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it receives, so tests
 * read the mail the portal sent over the wire: the server tests and the browser tests both use it.
 */
export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

function decodeWords(value: string): string {
  // Encoded words (=?UTF-8?Q?...?= or ?B?) as nodemailer writes non-ASCII headers.
  return value
    .replace(/\r?\n[ \t]/g, "")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeURIComponent(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
    );
}

function decodeBody(headers: string, body: string): string {
  const encoding = headers.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
    } catch {
      return body;
    }
  }
  return body;
}

/** Subject and plain text of a raw message: the text/plain part of a multipart one. */
function decode(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const subject = decodeWords(head.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? "");
  const boundary = head.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (!boundary) return { subject, text: decodeBody(head, body) };
  for (const part of body.split(`--${boundary}`)) {
    const at = part.search(/\r?\n\r?\n/);
    if (at < 0) continue;
    const partHead = part.slice(0, at);
    if (/Content-Type:\s*text\/plain/i.test(partHead)) {
      return { subject, text: decodeBody(partHead, part.slice(at).trim()) };
    }
  }
  return { subject, text: body };
}

export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...decode(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message to `to` that matches, waiting up to `ms` for it to arrive. */
    async waitFor(to: string, match: (mail: ReceivedMail) => boolean = () => true, ms = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.findLast((mail) => mail.to.includes(to) && match(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
