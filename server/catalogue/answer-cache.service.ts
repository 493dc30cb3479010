/**
 * Serialised list answers of the catalogue, per catalogue version: every visitor asking for the
 * same filters in the same language gets the same bytes, so they are worked out once. A new
 * version of the catalogue starts a new cache; the oldest answers leave first beyond the limit.
 */
export const ANSWER_CACHE_ENTRIES = 256;

export type AnswerCache = { get(version: number, key: string, make: () => unknown): string };

export function createAnswerCache(limit = ANSWER_CACHE_ENTRIES): AnswerCache {
  let cachedVersion = -1;
  const answers = new Map<string, string>();
  return {
    get(version, key, make) {
      if (version !== cachedVersion) {
        answers.clear();
        cachedVersion = version;
      }
      let body = answers.get(key);
      if (body === undefined) {
        body = JSON.stringify(make());
        if (answers.size >= limit) answers.delete(answers.keys().next().value as string);
        answers.set(key, body);
      }
      return body;
    },
  };
}
