import { useLingui } from "@lingui/react/macro";
import { type Locale, localeOptions } from "../../../domain/shared/locale.ts";
import { LANGUAGE_TOAST_MS } from "../../../domain/shared/timings.ts";
import { chooseLocale, localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import { notify } from "../../lib/toast.ts";
import styles from "./language-switcher.module.css";

/** English (GB) and Russian (RU); the choice is remembered and a short toast confirms it. */
export function LanguageSwitcher({ variant = "compact" }: { variant?: "compact" | "full" }) {
  const current = useAtomValue(localeAtom);
  const { t } = useLingui();

  const choose = async (locale: Locale) => {
    if (locale === current) return;
    await chooseLocale(locale);
    // Read after the switch, so the confirmation is in the new language.
    void notify({ title: t`Language changed`, durationMs: LANGUAGE_TOAST_MS });
  };

  return (
    <fieldset className={`${styles.switcher} ${variant === "full" ? styles.full : ""}`}>
      <legend className="visually-hidden">{t`Language`}</legend>
      {localeOptions.map((option) => (
        <button
          key={option.locale}
          type="button"
          lang={option.locale}
          className={styles.option}
          aria-pressed={option.locale === current}
          onClick={() => void choose(option.locale)}
        >
          {variant === "full" ? (
            `${option.autonym} (${option.region})`
          ) : (
            // The visible "EN" starts the name (WCAG 2.5.3: a voice user says what they see).
            <>
              {option.locale.toUpperCase()}
              <span className="visually-hidden">, {`${option.autonym} (${option.region})`}</span>
            </>
          )}
        </button>
      ))}
    </fieldset>
  );
}
