import { atom, store } from "./store.ts";

/** Whether the browser believes it is online; screens show an offline indicator from it. */
// Node has a navigator without onLine: the server renders pages as online (decision record 066).
export const onlineAtom = atom(typeof window === "undefined" ? true : navigator.onLine);

export function watchNetwork(onChange: (online: boolean) => void): void {
  const update = (online: boolean) => {
    store.set(onlineAtom, online);
    onChange(online);
  };
  window.addEventListener("online", () => update(true));
  window.addEventListener("offline", () => update(false));
}
