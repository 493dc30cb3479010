import type { ReactNode } from "react";
import styles from "./form.module.css";

/** One card: the value its input carries, its name, and a hint under it. */
export type Choice<V extends string> = { value: V; name: ReactNode; hint?: ReactNode };

type Props<V extends string> = {
  type: "radio" | "checkbox";
  /** The inputs' name (radios of one group share it). */
  name?: string | undefined;
  choices: readonly Choice<V>[];
  /** The values whose cards are checked. */
  selected: readonly V[];
  /** A card's input changed: its value and whether it is now checked. */
  onChange: (value: V, checked: boolean) => void;
};

/**
 * Radio or checkbox cards in a grid (account roles, captain, extras): each card is the label of its
 * input, so a click anywhere on it chooses, and the input names it to assistive technology.
 */
export function ChoiceCards<V extends string>({ type, name, choices, selected, onChange }: Props<V>) {
  return (
    <div className={styles.choiceGrid}>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.choice}>
          <input
            type={type}
            name={name}
            value={choice.value}
            checked={selected.includes(choice.value)}
            onChange={(event) => onChange(choice.value, event.target.checked)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceName}>{choice.name}</span>
            {choice.hint ? <span className={styles.choiceHint}>{choice.hint}</span> : null}
          </span>
        </label>
      ))}
    </div>
  );
}
