import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Check, Circle } from "lucide-react";
import {
  passwordStrength,
  type StrengthLevel,
  type StrengthRule,
  strengthRules,
} from "../../../domain/accounts/password-strength.ts";
import styles from "./password-strength-meter.module.css";

/**
 * The strength widget of spec sections 4 and 5: a bar of five steps coloured grey, red, yellow,
 * blue or green, the level's name, and the five rules ticked as they hold.
 */
const levelLabels: Record<StrengthLevel, MessageDescriptor> = {
  very_weak: msg`Very weak`,
  weak: msg`Weak`,
  medium: msg`Medium`,
  good: msg`Good`,
  excellent: msg`Excellent`,
};

const ruleLabels: Record<StrengthRule, MessageDescriptor> = {
  length: msg`At least 8 characters`,
  uppercase: msg`An uppercase letter`,
  lowercase: msg`A lowercase letter`,
  digit: msg`A digit`,
  special: msg`A special character (!@#$%^&*…)`,
};

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useLingui();
  const strength = passwordStrength(password);
  return (
    <div className={styles.meter} id={id} data-level={strength.level}>
      <div className={styles.barRow}>
        <meter className="visually-hidden" min={0} max={5} value={strength.score} aria-label={t`Password strength`} />
        <div className={styles.bar} aria-hidden="true">
          {strengthRules.map((rule, index) => (
            <span key={rule} className={styles.step} data-on={index < strength.score || undefined} />
          ))}
        </div>
        <span className={styles.level} aria-live="polite">
          {t(levelLabels[strength.level])}
        </span>
      </div>
      <ul className={styles.rules}>
        {strengthRules.map((rule) => (
          <li key={rule} data-met={strength.passed[rule] || undefined}>
            {strength.passed[rule] ? <Check size={14} aria-hidden="true" /> : <Circle size={14} aria-hidden="true" />}
            <span>{t(ruleLabels[rule])}</span>
            <span className="visually-hidden">{strength.passed[rule] ? t`done` : t`not yet`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
