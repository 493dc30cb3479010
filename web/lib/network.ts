import { atom, store } from "./store.ts";

/** Whether the browser believes it is online; screens show an offline indicator from it. */
export const onlineAtom = atom(typeof navigator === "undefined" ? true : navigator.onLine);

export function watchNetwork(onChange: (online: boolean) => void): void {
  const update = (online: boolean) => {
    store.set(onlineAtom, online);
    onChange(online);
  };
  window.addEventListener("online", () => update(true));
  window.addEventListener("offline", () => update(false));
}
