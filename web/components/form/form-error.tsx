import { AlertCircle } from "lucide-react";
import styles from "./form.module.css";

/** The error box of a form, above its submit button (spec section 2, login tab). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      <AlertCircle size={18} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

export function InlineSpinner({ label }: { label: string }) {
  return <span className={styles.spinner} role="status" aria-label={label} />;
}
