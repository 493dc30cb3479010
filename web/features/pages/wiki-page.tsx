import { Trans, useLingui } from "@lingui/react/macro";
import { BookOpen, Search, WifiOff } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { searchWiki, WIKI_QUERY_MIN, wikiArticles } from "../../../domain/pages/wiki.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import formStyles from "../../components/form/form.module.css";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { SectionView } from "./document-view.tsx";
import styles from "./pages.module.css";

/**
 * /wiki: the sailing guide to Baikal. Its articles ship with the page, which the offline worker
 * keeps, so after one visit it reads with no signal on the lake; the search runs on the device.
 */
export function WikiPage() {
  const { t } = useLingui();
  usePageTitle(t`Wiki`);
  const locale = useLocale();
  const articles = wikiArticles[locale];
  const [query, setQuery] = useState("");
  const searched = useDeferredValue(query);
  const searchId = useId();
  const searching = searched.trim().length >= WIKI_QUERY_MIN;
  const hits = searching ? searchWiki(articles, searched) : [];
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        syncNote={false}
        title={<Trans>Sailing guide to Baikal</Trans>}
        lead={
          <Trans>
            The winds, harbours and anchorages, the rules for small craft, the season, safety and the etiquette of the
            national parks: what to know before you sail the lake.
          </Trans>
        }
      />
      <p className={styles.offlineNote}>
        <WifiOff size={20} aria-hidden="true" />
        <Trans>Kept on this device after your first visit: the guide opens and searches without signal.</Trans>
      </p>
      <search className={styles.search}>
        <label htmlFor={searchId} className={formStyles.label}>
          <Trans>Search the guide</Trans>
        </label>
        <div className={styles.searchField}>
          <Search size={18} aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            className={formStyles.input}
            value={query}
            placeholder={t`sarma, life jacket, 112…`}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </search>
      {searching ? (
        <section aria-live="polite" aria-labelledby="results-title" className={styles.block}>
          <h2 id="results-title" className={styles.blockTitle}>
            <Trans>Results for “{searched}”</Trans>
          </h2>
          {hits.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No article mentions that. Try another word, such as a wind, a bay or “GIMS”.</Trans>
            </p>
          ) : (
            <ul className={styles.hits}>
              {hits.map(({ article, section }) => (
                <li key={article.id}>
                  <a href={`#${section?.id ?? article.id}`}>
                    <strong>{article.title}</strong>
                    {section ? <span> · {section.title}</span> : null}
                  </a>
                  <p>{article.summary}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <nav className={styles.articleCards} aria-label={t`Articles`}>
        {articles.map((article) => (
          <a key={article.id} href={`#${article.id}`} className={styles.articleCard}>
            <BookOpen size={20} aria-hidden="true" />
            <strong>{article.title}</strong>
            <span>{article.summary}</span>
          </a>
        ))}
      </nav>
      <div className={styles.doc}>
        {articles.map((article) => (
          <article key={article.id} id={article.id} className={styles.article} aria-labelledby={`${article.id}-title`}>
            <h2 id={`${article.id}-title`} className={styles.articleTitle}>
              {article.title}
            </h2>
            <p className={styles.lead}>{article.summary}</p>
            {article.sections.map((section) => (
              <SectionView key={section.id} section={section} level={3} />
            ))}
          </article>
        ))}
      </div>
    </div>
  );
}
