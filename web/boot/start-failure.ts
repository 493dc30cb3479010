import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The screen for a failure before React runs (no #root, a crash at start). It is plain DOM, and
 * when the failure came before a catalog loaded it speaks both languages, since it cannot know.
 */
function texts() {
  if (i18n.locale) {
    return { title: i18n._(msg`Loading error`), reload: i18n._(msg`Reload`) };
  }
  return { title: "Ошибка загрузки / Loading error", reload: "Перезагрузить / Reload" };
}

export function showStartFailure(error: unknown): void {
  console.error("The app could not start:", error);
  const { title, reload } = texts();
  const box = document.createElement("section");
  box.setAttribute("role", "alert");
  box.className = "start-failure";
  const heading = document.createElement("h1");
  heading.textContent = title;
  const detail = document.createElement("p");
  detail.textContent = error instanceof Error ? error.message : String(error);
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = reload;
  button.addEventListener("click", () => window.location.reload());
  box.append(heading, detail, button);
  const host = document.getElementById("root") ?? document.body;
  host.replaceChildren(box);
}
