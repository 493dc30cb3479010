import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Pencil, XCircle } from "lucide-react";
import { useState } from "react";
import type { EventDetail } from "../../../domain/events/types.ts";
import { FormError } from "../../components/form/form-error.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import { cancelEvent } from "./organiser-api.ts";

/** The organiser's (or an admin's) edit and cancel; those entered are told by e-mail (server side). */
export function OrganiserActions({ event }: { event: EventDetail }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelEvent(event.id);
      setAsking(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Link to="/events/$id/edit" params={{ id: event.id }} className={buttonClass("secondary", "small")}>
        <Pencil size={16} aria-hidden="true" />
        <Trans>Edit</Trans>
      </Link>
      <Button variant="secondary" size="small" onClick={() => setAsking(true)} disabled={!online}>
        <XCircle size={16} aria-hidden="true" />
        <Trans>Cancel the event</Trans>
      </Button>
      <ModalDialog open={asking} onClose={() => setAsking(false)} title={t`Cancel this event?`}>
        <p>
          <Trans>Entries close, and everyone who has entered gets an e-mail. This cannot be undone.</Trans>
        </p>
        <FormError message={error} />
        <Button variant="accent" onClick={() => void cancel()} disabled={busy}>
          <Trans>Yes, cancel the event</Trans>
        </Button>
      </ModalDialog>
    </>
  );
}
