import { type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import styles from "./form.module.css";

/** A labelled multi-line input in the look of Field, with its hint and error wired for screen readers. */
type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optionalText?: ReactNode;
};

export function TextAreaField({ label, error, hint, optionalText, className, rows = 3, ...input }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalText ? <span className={styles.optional}>{optionalText}</span> : null}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <textarea
          id={id}
          rows={rows}
          className={`${styles.input} ${styles.textarea}`}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
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
