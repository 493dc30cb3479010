import type { ComponentProps } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "accent" | "secondary" | "ghost" | "onDark";
export type ButtonSize = "medium" | "small" | "icon";

/** The class of a button look, for links that must look like buttons. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "medium", extra?: string) {
  return [styles.button, styles[variant], size === "medium" ? "" : styles[size], extra].filter(Boolean).join(" ");
}

/** A button's attributes, its ref included (React 19 passes it as a prop). */
type Props = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant = "primary", size = "medium", className, type = "button", ...rest }: Props) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
