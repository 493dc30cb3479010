import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { consentAtom, consentDialogOpenAtom, saveConsent } from "../../lib/consent.ts";
import { useAtomValue, useSetAtom } from "../../lib/store.ts";
import styles from "./consent.module.css";

/** The cookie preferences dialog: necessary (always on), preferences, analytics, marketing. */
export function ConsentDialog() {
  const { t } = useLingui();
  const open = useAtomValue(consentDialogOpenAtom);
  const setOpen = useSetAtom(consentDialogOpenAtom);
  const consent = useAtomValue(consentAtom);
  const [choice, setChoice] = useState({ preferences: false, analytics: false, marketing: false });
  // Each opening starts from the choices saved last.
  const [shown, setShown] = useState(false);
  if (open !== shown) {
    setShown(open);
    if (open) {
      setChoice({
        preferences: consent?.preferences ?? false,
        analytics: consent?.analytics ?? false,
        marketing: consent?.marketing ?? false,
      });
    }
  }

  const toggle = (key: keyof typeof choice) => (value: boolean) => setChoice((prev) => ({ ...prev, [key]: value }));

  return (
    <ModalDialog
      open={open}
      onClose={() => setOpen(false)}
      title={<Trans>Cookie preferences</Trans>}
      closeButton={false}
      className={styles.dialog}
      titleClassName={styles.title}
    >
      <p className={styles.intro}>
        <Trans>
          We use cookies to keep the portal working, to remember your choices and to understand how it is used. You
          decide which ones we may store.
        </Trans>{" "}
        {/* A new tab: the choice stays open here while the policy is read. */}
        <a href="/privacy-policy#cookies" target="_blank" rel="noopener">
          <Trans>Privacy policy</Trans>
        </a>
      </p>
      <Switch
        id="consent-necessary"
        checked
        disabled
        label={t`Necessary`}
        description={t`Keep you signed in, remember your language and protect forms. Always on.`}
      />
      <Switch
        id="consent-preferences"
        checked={choice.preferences}
        onChange={toggle("preferences")}
        label={t`Preferences`}
        description={t`Remember your settings, such as recently viewed yachts.`}
      />
      <Switch
        id="consent-analytics"
        checked={choice.analytics}
        onChange={toggle("analytics")}
        label={t`Analytics`}
        description={t`Count visits and bookings so that we can improve the portal.`}
      />
      <Switch
        id="consent-marketing"
        checked={choice.marketing}
        onChange={toggle("marketing")}
        label={t`Marketing`}
        description={t`Show offers from our partners that suit your trips.`}
      />
      <div className={styles.dialogActions}>
        <Button
          variant="secondary"
          onClick={() => saveConsent({ preferences: false, analytics: false, marketing: false })}
        >
          <Trans>Necessary only</Trans>
        </Button>
        <Button variant="secondary" onClick={() => saveConsent(choice)}>
          <Trans>Save choices</Trans>
        </Button>
        <Button onClick={() => saveConsent({ preferences: true, analytics: true, marketing: true })}>
          <Trans>Accept all</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
