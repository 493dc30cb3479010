/**
 * Asks the browser to keep our data under storage pressure: the offline copy and the outbox
 * are the product, and an evicted outbox would lose what the user did.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist().catch(() => false);
}
