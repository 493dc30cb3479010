import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { CloudOff } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ContentKind } from "../../../domain/content/types.ts";
import { RequireUser } from "../../components/accounts/require-user.tsx";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { FormError } from "../../components/form/form-error.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { SegmentedTabs } from "../../components/ui/segmented-tabs.tsx";
import { ApiError } from "../../lib/api.ts";
import { latestDraft, reviseContent, saveDraft, submitContent } from "../../lib/content/content-writes.ts";
import { useMyContent } from "../../lib/content/use-content.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import { useHydrating } from "../../lib/use-hydrating.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./content.module.css";
import { ContentFields } from "./content-form.tsx";
import { checkFields, emptyFields, type FormFields, fromProposal } from "./form-state.ts";

/** How long typing pauses before the draft is written to the device. */
const DRAFT_SAVE_MS = 400;

/**
 * /content/create (spec section 2, issue 21): a signed-in user proposes a destination or a trip
 * package, or revises a rejected one (`?revise=<id>`). The draft is kept on the device while typing;
 * a new submission goes through the outbox, so it can be sent offline.
 */
export function ContentCreatePage({ revise }: { revise?: string | undefined }) {
  const { t } = useLingui();
  usePageTitle(t`Create content`);
  return (
    <div className="container">
      <div className={styles.layout}>
        <PageHeader
          title={<Trans>Create content</Trans>}
          lead={
            <Trans>Propose a place on the lake or a trip package. A moderator checks it before it is published.</Trans>
          }
          syncNote={false}
        />
        <RequireUser>{() => <CreateGate revise={revise} />}</RequireUser>
      </div>
    </div>
  );
}

/**
 * The server drew a spinner (it knows no session); the form waits for the takeover to end, so the
 * first render equals the server's HTML (decision record 066).
 */
function CreateGate({ revise }: { revise?: string | undefined }) {
  return useHydrating() ? <PageSpinner /> : <CreateForm revise={revise} />;
}

function CreateForm({ revise }: { revise?: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const online = useAtomValue(onlineAtom);
  const mine = useMyContent();
  const revising = revise ? mine?.find((item) => item.id === revise) : undefined;
  const [kind, setKind] = useState<ContentKind>("destination");
  const [fields, setFields] = useState<FormFields>(emptyFields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const draftId = useRef<string>(crypto.randomUUID());
  const loaded = useRef(false);

  // Once: the draft left on this device, or the rejected submission being revised.
  useEffect(() => {
    if (loaded.current || (revise && !mine)) return;
    loaded.current = true;
    void (async () => {
      const draft = await latestDraft(revising?.kind ?? kind, revise ?? null);
      if (draft) {
        draftId.current = draft.id;
        setKind(draft.kind);
        setFields({ ...emptyFields(), ...(draft.fields as FormFields) });
      } else if (revising) {
        setKind(revising.kind);
        setFields(fromProposal(revising.proposal));
      }
    })();
  }, [revise, mine, revising, kind]);

  useEffect(() => {
    if (!loaded.current) return;
    const timer = setTimeout(
      () => void saveDraft({ id: draftId.current, kind, fields, submissionId: revise ?? null }),
      DRAFT_SAVE_MS,
    );
    return () => clearTimeout(timer);
  }, [kind, fields, revise]);

  const onChange = (key: string, value: string | string[]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkFields(kind, fields);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      if (revise) await reviseContent(revise, checked.proposal, draftId.current);
      else await submitContent(checked.proposal, draftId.current);
      void navigate({ to: "/content/dashboard" });
    } catch (error) {
      const fieldsOf = error instanceof ApiError ? error.body?.fields : undefined;
      if (fieldsOf)
        setErrors(Object.fromEntries(Object.entries(fieldsOf).map(([k, v]) => [k.replace(/\..*/, ""), String(v)])));
      setFailure(
        error instanceof ApiError && error.body?.message ? error.body.message : i18n._("content.create_failed"),
      );
    } finally {
      setBusy(false);
    }
  }

  if (revise && mine === undefined) return null;
  return (
    <form className={styles.fields} onSubmit={onSubmit} noValidate>
      {revise ? null : (
        <SegmentedTabs
          label={t`What you propose`}
          idPrefix="content-kind"
          items={[
            { id: "destination", label: t`A destination` },
            { id: "trip", label: t`A trip package` },
          ]}
          selected={kind}
          onSelect={setKind}
        />
      )}
      {revising?.notes ? (
        <Notice tone="warning">
          <Trans>The moderator's notes:</Trans> <span className={styles.description}>{revising.notes}</span>
        </Notice>
      ) : null}
      {!online && !revise ? (
        <Notice icon={<CloudOff size={18} />}>
          <Trans>You are offline. Your proposal waits on this device and is sent when the connection returns.</Trans>
        </Notice>
      ) : null}
      <ContentFields kind={kind} fields={fields} errors={errors} onChange={onChange} />
      <FormError message={failure} />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || (Boolean(revise) && !online)}>
          {revise ? <Trans>Send again</Trans> : <Trans>Send for moderation</Trans>}
        </Button>
        <Link to="/content/dashboard" className={buttonClass("ghost")}>
          <Trans>Your content</Trans>
        </Link>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t`The draft is kept on this device.`}
      </p>
    </form>
  );
}
