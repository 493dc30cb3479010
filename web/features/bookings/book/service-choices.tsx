import { Trans } from "@lingui/react/macro";
import {
  CATERING_PER_GUEST_DAY,
  captainDayRate,
  WATER_EQUIPMENT_PER_DAY,
} from "../../../../domain/bookings/pricing.ts";
import type { BookingExtra } from "../../../../domain/bookings/types.ts";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import { formatMoney } from "../../../../domain/shared/money.ts";
import { ChoiceCards } from "../../../components/form/choice-cards.tsx";
import type { FormState } from "../../../components/form/use-form.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import styles from "./book-page.module.css";
import type { Draft } from "./draft.ts";

/** Captain or self-drive as the yacht allows (none to choose when its captain is included), and the extras. */
export function ServiceChoices({ form, yacht }: { form: FormState<Draft>; yacht: YachtSummary }) {
  const locale = useAtomValue(localeAtom);
  const { values, errors } = form;
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale, { whole: true });
  const captainRate = money(captainDayRate(yacht));
  const catering = money(CATERING_PER_GUEST_DAY);
  const water = money(WATER_EQUIPMENT_PER_DAY);
  const toggleExtra = (extra: BookingExtra, on: boolean) =>
    form.set("extras", on ? [...values.extras, extra] : values.extras.filter((e) => e !== extra));

  return (
    <>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>
          <Trans>Captain</Trans>
        </legend>
        {yacht.captain === "included" ? (
          <p className={styles.included}>
            <Trans>A captain sails with this yacht, included in its price.</Trans>
          </p>
        ) : (
          <ChoiceCards
            type="radio"
            name="withCaptain"
            selected={[values.withCaptain ? "captain" : "self-drive"]}
            onChange={(choice) => form.set("withCaptain", choice === "captain")}
            choices={[
              {
                value: "captain",
                name:
                  yacht.captain === "optional" ? (
                    <Trans>With the yacht's captain</Trans>
                  ) : (
                    <Trans>With a captain from our crew</Trans>
                  ),
                hint: <Trans>{captainRate} per day</Trans>,
              },
              {
                value: "self-drive",
                name: <Trans>Self-drive</Trans>,
                hint: <Trans>You skipper; a licence is needed</Trans>,
              },
            ]}
          />
        )}
        {errors.withCaptain ? (
          <p className={styles.fieldError} role="alert">
            {errors.withCaptain}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={styles.choices}>
        <legend className={styles.label}>
          <Trans>Extras</Trans>
        </legend>
        <ChoiceCards<BookingExtra>
          type="checkbox"
          selected={values.extras}
          onChange={toggleExtra}
          choices={[
            { value: "catering", name: <Trans>Catering</Trans>, hint: <Trans>{catering} per guest per day</Trans> },
            {
              value: "water_equipment",
              name: <Trans>Water equipment</Trans>,
              hint: <Trans>Paddle boards, kayaks, snorkel gear: {water} per day</Trans>,
            },
          ]}
        />
      </fieldset>
    </>
  );
}
