import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Minus, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import shared from "../bookings.module.css";
import styles from "./book-page.module.css";

type Props = {
  value: number;
  capacity: number;
  /** What limits the guests, when it is not the yacht (a trip's places left). */
  limit?: ReactNode;
  error: string | undefined;
  onChange: (guests: number) => void;
  onBlur: () => void;
};

/**
 * The number of guests, typed or stepped by one between 1 and the yacht's capacity; a step counts
 * as leaving the field, so its error shows at once.
 */
export function GuestStepper({ value, capacity, limit, error, onChange, onBlur }: Props) {
  const { t } = useLingui();
  const step = (guests: number) => {
    onChange(guests);
    onBlur();
  };

  return (
    <div className={styles.guests}>
      <label htmlFor="booking-guests" className={styles.label}>
        <Trans>Guests</Trans>
      </label>
      <div className={styles.stepper}>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t`One guest fewer`}
          disabled={value <= 1}
          onClick={() => step(Math.max(1, value - 1))}
        >
          <Minus size={16} aria-hidden="true" />
        </Button>
        <input
          id="booking-guests"
          className={styles.guestsInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={capacity}
          value={Number.isFinite(value) ? value : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby="booking-guests-hint"
          onChange={(e) => onChange(e.target.valueAsNumber)}
          onBlur={onBlur}
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label={t`One guest more`}
          disabled={value >= capacity}
          onClick={() => step(Math.min(capacity, (value || 0) + 1))}
        >
          <Plus size={16} aria-hidden="true" />
        </Button>
      </div>
      <p id="booking-guests-hint" className={shared.hint}>
        {limit ?? (
          <Plural value={capacity} one="This yacht takes up to # guest." other="This yacht takes up to # guests." />
        )}
      </p>
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
