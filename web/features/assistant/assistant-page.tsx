import { Trans, useLingui } from "@lingui/react/macro";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./assistant.module.css";
import { ChatActions } from "./chat-actions.tsx";
import { ASSISTANT_LABEL, ChatPanel } from "./chat-panel.tsx";
import { useChat } from "./use-chat.ts";
import { useCopy } from "./use-copy.ts";

/**
 * /yacht-assistant and /chat: the widget's conversation full-page (the same one, kept on the
 * device), with the suggested questions, as in the widget's expanded mode.
 */
export function AssistantPage() {
  const { t } = useLingui();
  usePageTitle(t`Yacht assistant`, { crumb: true });
  const chat = useChat();
  const copy = useCopy();
  return (
    <div className="container">
      <PageHeader
        syncNote={false}
        title={<Trans>Yacht assistant</Trans>}
        lead={
          <Trans>
            Yacht Companion plans a trip with you from what the portal knows: yachts, places, trip packages, events and
            prices, with a link to each fact. It answers offline too, from the data saved on your device.
          </Trans>
        }
      />
      <section className={styles.pageCard} aria-label={ASSISTANT_LABEL} data-assistant="page">
        <header className={styles.pageCardHeader}>
          <strong>{ASSISTANT_LABEL}</strong>
          <ChatActions chat={chat} copy={copy} />
        </header>
        <ChatPanel chat={chat} copy={copy} suggestions />
      </section>
    </div>
  );
}
