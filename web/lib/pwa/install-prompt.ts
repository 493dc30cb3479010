import { atom, store } from "../store.ts";

/** The browser's install offer (Chromium's beforeinstallprompt), kept until the user takes it. */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

export const installOfferAtom = atom<BeforeInstallPromptEvent | null>(null);

export function watchInstallOffer(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the offer for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    store.set(installOfferAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => store.set(installOfferAtom, null));
}

export async function promptInstall(): Promise<void> {
  const offer = store.get(installOfferAtom);
  if (!offer) return;
  await offer.prompt();
  await offer.userChoice;
  // An offer can be used once.
  store.set(installOfferAtom, null);
}
