import { type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { describedBy, FieldFrame } from "./field.tsx";
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
  return (
    <FieldFrame id={id} label={label} optionalText={optionalText} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldFrame>
  );
}
