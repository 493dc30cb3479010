import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, SearchX, WifiOff } from "lucide-react";
import { useState } from "react";
import type { YachtListing } from "../../../domain/owners/listing.ts";
import { RequireUser } from "../../components/accounts/require-user.tsx";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { ApiError } from "../../lib/api.ts";
import { onlineAtom } from "../../lib/network.ts";
import { createListing, updateListing } from "../../lib/owners/owner-writes.ts";
import { useOwnerYacht } from "../../lib/owners/use-owners.ts";
import { useAtomValue } from "../../lib/store.ts";
import { notify } from "../../lib/toast.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { YachtForm } from "./yacht-form.tsx";

/**
 * /owner/yachts/new and /owner/yachts/{id}/edit (issue 19). A new listing goes through the outbox,
 * so offline it waits on the dashboard and is sent when the connection is back; an edit needs the
 * connection. Either way it reaches the admin before customers see it.
 */
export function YachtFormPage({ id }: { id: string | null }) {
  const { t } = useLingui();
  usePageTitle(id ? t`Edit yacht` : t`Add a yacht`);
  return (
    <div className="container">
      <Link to="/owner/dashboard" className={buttonClass("ghost", "small")}>
        <ArrowLeft size={14} aria-hidden="true" />
        <Trans>Dashboard</Trans>
      </Link>
      <PageHeader
        title={id ? <Trans>Edit yacht</Trans> : <Trans>Add a yacht</Trans>}
        lead={<Trans>An admin checks every new or changed listing before customers see it.</Trans>}
        syncNote={false}
      />
      <RequireUser requiredRole="owner">
        {() => (id ? <EditYacht id={id} /> : <Editor id={null} initial={null} canDraft />)}
      </RequireUser>
    </div>
  );
}

function EditYacht({ id }: { id: string }) {
  const yacht = useOwnerYacht(id);
  if (yacht === undefined) return <PageSpinner />;
  if (yacht === null) {
    return (
      <ErrorPanel
        tone="neutral"
        icon={<SearchX size={26} />}
        title={<Trans>This yacht is not among yours</Trans>}
        text={<Trans>Open it from your dashboard.</Trans>}
      />
    );
  }
  return <Editor id={id} initial={yacht.listing} canDraft={yacht.status === "draft"} />;
}

const withoutPrefix = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^listing\./, ""), message]));

function Editor({ id, initial, canDraft }: { id: string | null; initial: YachtListing | null; canDraft: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useAtomValue(onlineAtom);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = async (listing: YachtListing, draft: boolean) => {
    setPending(true);
    setFormError(null);
    setServerErrors({});
    try {
      if (id) await updateListing(id, listing, draft);
      else {
        const result = await createListing(listing, draft);
        if (result.state === "queued") {
          void notify({ title: t`Saved on this device: it is sent when you are online`, variant: "default" });
        }
      }
      if (online) {
        void notify({
          title: draft ? t`Draft saved` : t`Sent for approval: we will e-mail you the answer`,
          variant: "success",
        });
      }
      await navigate({ to: "/owner/dashboard" });
    } catch (error) {
      if (error instanceof ApiError) {
        setServerErrors(withoutPrefix(error.fields));
        setFormError(error.body?.message ?? t`The listing could not be saved.`);
      } else setFormError(t`The listing could not be saved: check the connection and try again.`);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {!online && id ? (
        <Notice tone="warning" icon={<WifiOff size={16} />}>
          <Trans>Changes to a listing need the connection.</Trans>
        </Notice>
      ) : null}
      <YachtForm
        initial={initial}
        canDraft={canDraft}
        pending={pending}
        serverErrors={serverErrors}
        formError={formError}
        onSave={(listing, draft) => void save(listing, draft)}
        onEdit={(name) => setServerErrors(({ [name]: _, ...rest }) => rest)}
      />
    </>
  );
}
