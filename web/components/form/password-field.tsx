import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Field } from "./field.tsx";
import styles from "./form.module.css";

/** A password input with a show/hide toggle (spec section 2, login tab). */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, "type" | "adornment">) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  return (
    <Field
      {...props}
      type={visible ? "text" : "password"}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? t`Hide password` : t`Show password`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}
