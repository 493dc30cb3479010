import { consentAtom, consentDialogOpenAtom } from "../../lib/consent.ts";
import { useAtomValue } from "../../lib/store.ts";
import { ConsentBanner } from "./consent-banner.tsx";
import { ConsentDialog } from "./consent-dialog.tsx";

/** Loaded after the first paint: the banner until the visitor decides, and the settings dialog. */
export default function ConsentHost() {
  const consent = useAtomValue(consentAtom);
  const dialogOpen = useAtomValue(consentDialogOpenAtom);
  return (
    <>
      {consent === null && !dialogOpen ? <ConsentBanner /> : null}
      <ConsentDialog />
    </>
  );
}
