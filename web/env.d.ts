/// <reference types="vite/client" />

declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/** The build's identifier (package version, or BUILD_ID at build time). */
declare const __BUILD_ID__: string;
