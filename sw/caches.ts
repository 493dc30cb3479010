/** Names and limits of the worker's runtime caches, shared with the app that reports them. */
export const IMAGE_CACHE = "images-v1";
export const IMAGE_CACHE_MAX_ENTRIES = 600;
export const IMAGE_CACHE_MAX_AGE_S = 60 * 60 * 24 * 60;
