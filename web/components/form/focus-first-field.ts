const FIELDS = ["input:not([type=hidden]):not([disabled])", "select:not([disabled])", "textarea:not([disabled])"].join(
  ", ",
);

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Moves focus to the first field still empty, or else to the first field. A native modal dialog
 * focuses its first focusable element, which in ours is the close button in the header; a form
 * that replaces the content the person clicked in would otherwise leave focus nowhere.
 */
export function focusFirstField(container: ParentNode | null | undefined): void {
  if (!container) return;
  const fields = [...container.querySelectorAll<FieldElement>(FIELDS)];
  (fields.find((field) => field.value === "") ?? fields[0])?.focus();
}
