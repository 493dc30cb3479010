import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import styles from "./form.module.css";

/** A labelled input with its hint and error, wired for screen readers (aria-invalid, -describedby). */
type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something inside the input's frame at its end: a toggle, a spinner. */
  adornment?: ReactNode;
  optionalText?: ReactNode;
  /** A text area of this many rows instead of a one-line input. */
  multiline?: number;
};

export function Field({
  label,
  error,
  hint,
  adornment,
  optionalText,
  className,
  multiline,
  "aria-describedby": extra,
  ...input
}: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra].filter(Boolean).join(" ");
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalText ? <span className={styles.optional}>{optionalText}</span> : null}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        {multiline ? (
          <textarea
            id={id}
            className={`${styles.input} ${styles.textarea}`}
            rows={multiline}
            {...(input as TextareaHTMLAttributes<HTMLTextAreaElement>)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
        ) : (
          <input
            id={id}
            className={styles.input}
            {...input}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
        )}
        {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
