import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Copy, WifiOff } from "lucide-react";
import type { ChatMessage } from "../../../domain/assistant/types.ts";
import { AppLink } from "../../components/ui/app-link.tsx";
import styles from "./assistant.module.css";

/** One message: its text, the facts it came from as links, and its own copy button. */
export function ChatMessageView({
  message,
  copied,
  onCopy,
}: {
  message: ChatMessage;
  copied: boolean;
  onCopy: () => void;
}) {
  const { t } = useLingui();
  const mine = message.role === "user";
  return (
    <li className={styles.message} data-role={message.role} data-error={message.error ? "true" : undefined}>
      <div className={styles.bubble}>
        <p className={styles.text}>{message.content}</p>
        {message.sources && message.sources.length > 0 ? (
          <ul className={styles.sources} aria-label={t`Sources`}>
            {message.sources.map((source) => (
              <li key={`${source.kind}:${source.id}`}>
                <AppLink href={source.url}>{source.title}</AppLink>
              </li>
            ))}
          </ul>
        ) : null}
        {message.offline ? (
          <p className={styles.offlineNote}>
            <WifiOff size={14} aria-hidden="true" />
            <Trans>No connection: this answer is from data saved on your device.</Trans>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.copyOne}
        onClick={onCopy}
        aria-label={mine ? t`Copy your message` : t`Copy the answer`}
        data-copied={copied ? "true" : undefined}
      >
        {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
        {copied ? <span role="status">{t`Copied`}</span> : null}
      </button>
    </li>
  );
}
