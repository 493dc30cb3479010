import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Check, MessageCircle, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import type { ContactIntent } from "../../../domain/contact/contact-request.ts";
import type { ServiceCategory } from "../../../domain/home/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { DIALOG_RESET_DELAY_MS } from "../../../domain/shared/timings.ts";
import { ContactForm } from "../../components/contact/contact-form.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import styles from "./service-dialog.module.css";
import { ServiceIcon } from "./service-icon.tsx";

/**
 * A service's Details dialog (spec section 2): the detailed description, what is included, the
 * benefits, the cost line, 'book now' and 'get a consultation'. 'book now' goes to the yacht
 * search that sells the service (with the service in the URL) or, for services sold on their
 * own, opens a booking request; 'get a consultation' opens the contact form with the service
 * chosen (decision record 034).
 */
export function ServiceDialog({
  service,
  services,
  onClose,
}: {
  service: ServiceCategory | null;
  services: ServiceCategory[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [form, setForm] = useState<ContactIntent | null>(null);
  // The last service stays rendered while the dialog closes.
  const [shown, setShown] = useState(service);
  if (service && service !== shown) setShown(service);

  // After closing, the details come back for the next opening.
  useEffect(() => {
    if (service) return;
    const timer = setTimeout(() => setForm(null), DIALOG_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [service]);

  const title = shown ? localized(shown.title, locale) : "";
  return (
    <ModalDialog
      open={service !== null}
      onClose={onClose}
      look="banner"
      icon={shown ? <ServiceIcon icon={shown.icon} size={22} /> : null}
      title={form === "booking" ? t`Book: ${title}` : form === "consultation" ? t`Get a consultation` : title}
      subtitle={shown ? localized(shown.priceText, locale) : null}
      keepMounted
    >
      {shown ? (
        form ? (
          <ContactForm
            key={`${shown.id}-${form}`}
            intent={form}
            service={shown}
            services={services}
            onBack={() => setForm(null)}
            onDone={onClose}
          />
        ) : (
          <ServiceDetails service={shown} onBook={() => setForm("booking")} onConsult={() => setForm("consultation")} />
        )
      ) : null}
    </ModalDialog>
  );
}

function ServiceDetails({
  service,
  onBook,
  onConsult,
}: {
  service: ServiceCategory;
  onBook: () => void;
  onConsult: () => void;
}) {
  const locale = useLocale();
  const book = <Trans>Book now</Trans>;
  return (
    <div className={styles.body}>
      <p className={styles.lead}>{localized(service.detailedDescription, locale)}</p>
      <div className={styles.lists}>
        <div>
          <h3 className={styles.listTitle}>
            <Trans>What is included</Trans>
          </h3>
          <ul className={styles.list}>
            {service.included.map((item) => (
              <li key={item.en}>
                <Check size={16} aria-hidden="true" />
                {localized(item, locale)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.listTitle}>
            <Trans>Benefits</Trans>
          </h3>
          <ul className={styles.list}>
            {service.benefits.map((item) => (
              <li key={item.en}>
                <Sparkles size={16} aria-hidden="true" />
                {localized(item, locale)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={styles.cost}>
        <span>
          <Trans>Cost</Trans>
        </span>
        <strong>{localized(service.costLine, locale)}</strong>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onConsult}>
          <MessageCircle size={18} aria-hidden="true" />
          <Trans>Get a consultation</Trans>
        </Button>
        {service.bookingTarget === "request" ? (
          <Button variant="accent" onClick={onBook}>
            {book}
          </Button>
        ) : (
          <Link
            to={service.bookingTarget === "skippered" ? "/skippered-charters" : "/yachts"}
            search={{ service: service.id }}
            className={buttonClass("accent")}
          >
            {book}
          </Link>
        )}
      </div>
    </div>
  );
}
