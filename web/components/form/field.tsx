import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import styles from "./form.module.css";

/** A labelled input with its hint and error, wired for screen readers (aria-invalid, -describedby). */
type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something inside the input's frame at its end: a toggle, a spinner. */
  adornment?: ReactNode;
  optionalText?: ReactNode;
};

export function Field({
  label,
  error,
  hint,
  adornment,
  optionalText,
  className,
  "aria-describedby": extra,
  ...input
}: Props) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optionalText={optionalText} hint={hint} error={error} className={className}>
      <input
        id={id}
        className={styles.input}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, extra)}
      />
      {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
    </FieldFrame>
  );
}

type FrameProps = {
  id: string;
  label: ReactNode;
  optionalText?: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** What every field has around its control: the label, the frame, the hint and the error. */
export function FieldFrame({ id, label, optionalText, hint, error, className, children }: FrameProps) {
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalText ? <span className={styles.optional}>{optionalText}</span> : null}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        {children}
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

/** The ids a control names for its hint and error. */
export function describedBy(
  id: string,
  hint: ReactNode,
  error: string | undefined,
  extra?: string,
): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra].filter(Boolean).join(" ") || undefined;
}
