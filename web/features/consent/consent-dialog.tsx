import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
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
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState({ preferences: false, analytics: false, marketing: false });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setChoice({
        preferences: consent?.preferences ?? false,
        analytics: consent?.analytics ?? false,
        marketing: consent?.marketing ?? false,
      });
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open, consent]);

  const toggle = (key: keyof typeof choice) => (value: boolean) => setChoice((prev) => ({ ...prev, [key]: value }));

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="consent-title" onClose={() => setOpen(false)}>
      <h2 id="consent-title" className={styles.title}>
        <Trans>Cookie preferences</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>
          We use cookies to keep the portal working, to remember your choices and to understand how it is used. You
          decide which ones we may store.
        </Trans>
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
    </dialog>
  );
}
