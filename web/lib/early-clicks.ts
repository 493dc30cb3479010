/**
 * Clicks on a server-rendered page before the app has taken it over (decision record 072,
 * amended): the page is painted and its links work as links, but its buttons have no handlers
 * yet. The last such click is kept and replayed on the same control once `<html data-ready>` says
 * the app is in charge, so a tap on "Book" or the menu is never silently lost. The app takes over
 * the server's HTML without re-rendering it, so the control is found again by its place in the page.
 */
const CONTROLS = "button, [role='button'], summary, input[type='checkbox'], input[type='radio']";

function placeOf(element: Element): number[] | null {
  const place: number[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    place.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return place;
}

function elementAt(place: readonly number[]): HTMLElement | null {
  let node: Element | undefined = document.body;
  for (const index of place) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

const ready = () => document.documentElement.dataset.ready === "true";

export function keepEarlyClicks(): void {
  if (ready()) return;
  let kept: { place: number[]; tag: string } | null = null;
  const onClick = (event: MouseEvent) => {
    if (ready() || !(event.target instanceof Element)) return;
    const control = event.target.closest(CONTROLS);
    if (!control || control.closest("a[href]")) return;
    const place = placeOf(control);
    if (!place) return;
    // Nothing happens natively (a form is not submitted to the server): the app answers it.
    event.preventDefault();
    event.stopPropagation();
    kept = { place, tag: control.tagName };
  };
  document.addEventListener("click", onClick, true);
  const watcher = new MutationObserver(() => {
    if (!ready()) return;
    watcher.disconnect();
    document.removeEventListener("click", onClick, true);
    const click = kept;
    kept = null;
    if (!click) return;
    const control = elementAt(click.place);
    // Replayed only on the very control: had the page changed meanwhile, nothing is clicked.
    if (control?.tagName === click.tag) control.click();
  });
  watcher.observe(document.documentElement, { attributes: true, attributeFilter: ["data-ready"] });
}
