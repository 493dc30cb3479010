import { Trans, useLingui } from "@lingui/react/macro";
import type { ContentProposal } from "../../../domain/content/types.ts";
import { proposalTitle } from "../../../domain/content/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { activityCategoryLabels, difficultyLabels, vesselTypeLabels } from "../../components/catalogue/labels.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import styles from "./content.module.css";

/**
 * A proposal as it will look in the catalogue. Every word a user wrote is a React text child, never
 * markup (no dangerouslySetInnerHTML anywhere here), so a `<script>` in a name stays visible text.
 */
export function ProposalPreview({ proposal }: { proposal: ContentProposal }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const title = localized(proposalTitle(proposal), locale);
  return (
    <div className={styles.fields}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.description}>{localized(proposal.description, locale)}</p>
      {proposal.kind === "destination" ? (
        <>
          <p className={styles.meta}>
            {i18n._(difficultyLabels[proposal.difficulty])} ·{" "}
            <Trans>
              {proposal.durationDays.min}–{proposal.durationDays.max} days · {proposal.distanceKm} km · months{" "}
              {proposal.bestSeason.from}–{proposal.bestSeason.to}
            </Trans>
          </p>
          {proposal.highlights.length ? (
            <ul className={styles.meta}>
              {proposal.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          ) : null}
          {proposal.activities.length ? (
            <p className={styles.meta}>
              {proposal.activities.map((a) => i18n._(activityCategoryLabels[a])).join(", ")}
            </p>
          ) : null}
          <p className={styles.meta}>
            {proposal.latitude.toFixed(3)}, {proposal.longitude.toFixed(3)}
          </p>
        </>
      ) : (
        <p className={styles.meta}>
          {i18n._(vesselTypeLabels[proposal.yachtType])} · {proposal.startDate} – {proposal.endDate} ·{" "}
          <Trans>
            {proposal.capacity} places · ${proposal.priceUsd} a day · {proposal.destinationIds.length} destinations
          </Trans>
        </p>
      )}
    </div>
  );
}
