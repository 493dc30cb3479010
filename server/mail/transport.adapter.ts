import nodemailer from "nodemailer";

/**
 * Where mail goes (spec README, decision 8): over SMTP with nodemailer when SMTP_URL is set;
 * otherwise nowhere, and the message is only stored for the admins' communication monitor.
 * Nothing pretends to have been sent.
 */
export type MailEnvelope = { from: string; to: string; subject: string; text: string; html: string };
export type Delivery = { status: "sent" | "stored"; providerId: string | null };

export type MailTransport = {
  kind: "smtp" | "store";
  deliver(message: MailEnvelope): Promise<Delivery>;
  close(): void;
};

export function smtpTransport(url: string): MailTransport {
  // Bounded waits (nodemailer's defaults run to minutes): a newsletter sign-up sends inside its
  // transaction (decision record 040). Query parameters of SMTP_URL still override them.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: "smtp",
    async deliver(message) {
      const info = await transporter.sendMail(message);
      return { status: "sent", providerId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}

export const storeOnlyTransport: MailTransport = {
  kind: "store",
  deliver: async () => ({ status: "stored", providerId: null }),
  close: () => {},
};
