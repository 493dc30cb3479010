import { i18n } from "@lingui/core";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { messages as en } from "../../locales/en/messages.ts";
import { messages as ru } from "../../locales/ru/messages.ts";
import { installAppSettleHandlers } from "../boot/settle-handlers.ts";

/** Component tests render in English unless a test switches; an unexpected console.error fails the test. */
i18n.load({ en, ru });
i18n.activate("en");
// As web/main.tsx does at start: settled outbox items reach their kind's handler.
installAppSettleHandlers();

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  i18n.activate("en");
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
