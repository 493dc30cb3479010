import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { cookieItems } from "../../../domain/pages/cookie-items.ts";
import { LEGAL_TEXTS_EFFECTIVE } from "../../../domain/pages/document.ts";
import { privacyPolicy } from "../../../domain/pages/documents.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Contents, SectionView } from "./document-view.tsx";
import styles from "./pages.module.css";

/**
 * /privacy-policy: what the portal collects and why, for how long, who receives it, and how to
 * use one's rights (the export and deletion on /account). The cookie dialog and the footer link here.
 */
export function PrivacyPolicyPage() {
  const { t } = useLingui();
  usePageTitle(t`Privacy policy`);
  const locale = useLocale();
  const doc = privacyPolicy[locale];
  const effective = formatDate(LEGAL_TEXTS_EFFECTIVE, locale, { day: "numeric", month: "long", year: "numeric" });
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader syncNote={false} title={doc.title} lead={doc.lead} />
      <p className={styles.effective}>
        <Trans>In force since {effective}</Trans>
      </p>
      <div className={styles.docLayout}>
        <Contents sections={doc.sections} />
        <article className={styles.doc}>
          {doc.sections.map((section) => (
            <SectionView key={section.id} section={section} after={section.id === "cookies" ? <CookieList /> : null} />
          ))}
        </article>
      </div>
    </div>
  );
}

/** The browser items as cards, not a table: a table of four columns would scroll sideways on a phone. */
function CookieList() {
  const { t } = useLingui();
  const locale = useLocale();
  const categories = {
    necessary: t`Necessary`,
    preferences: t`Preferences`,
    analytics: t`Analytics`,
    marketing: t`Marketing`,
  };
  return (
    <ul className={styles.cookies} aria-label={t`Cookies and browser storage`}>
      {cookieItems.map((item) => (
        <li key={item.name} className={styles.cookie}>
          <code>{item.name}</code>
          <span className={styles.cookieMeta}>
            {categories[item.category]} · <Plural value={item.days} one="# day" other="# days" />
          </span>
          <span>{localized(item.purpose, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
