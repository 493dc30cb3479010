import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ModalDialog } from "./modal-dialog.tsx";

// jsdom has no modal dialogs: open and close as a browser would, without the top layer.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

function Opener({
  onClose,
  dialog,
}: {
  onClose?: () => void;
  dialog: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {dialog(open, close)}
    </>
  );
}

const show = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

const openWith = (opener: HTMLElement) => {
  opener.focus();
  fireEvent.click(opener);
};

describe("ModalDialog", () => {
  it("is named by its title, starts at the first field to fill, and gives focus back on closing", () => {
    const onClose = vi.fn();
    show(
      <Opener
        onClose={onClose}
        dialog={(open, close) => (
          <ModalDialog open={open} onClose={close} title="Ask the team" initialFocus="first-field">
            <form>
              <input aria-label="Name" defaultValue="Anna" />
              <input aria-label="Email" />
            </form>
          </ModalDialog>
        )}
      />,
    );
    const opener = screen.getByRole("button", { name: "Open" });
    openWith(opener);
    const dialog = screen.getByRole("dialog", { name: "Ask the team" });
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("hears a close by the browser (Escape) once", () => {
    const onClose = vi.fn();
    show(
      <Opener
        onClose={onClose}
        dialog={(open, close) => (
          <ModalDialog open={open} onClose={close} title="Cookie preferences" closeButton={false}>
            <p>Choose</p>
          </ModalDialog>
        )}
      />,
    );
    openWith(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Cookie preferences" });
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    act(() => (dialog as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Choose")).toBeNull();
  });

  it("as a panel keeps a fixed name, offers a way back and closes on a click beside it", () => {
    const onClose = vi.fn();
    const onBack = vi.fn();
    show(
      <ModalDialog
        open
        onClose={onClose}
        look="panel"
        label="Administrator notifications"
        title="New user"
        onBack={onBack}
      >
        <p>Sailor</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Administrator notifications" });
    expect(screen.getByRole("heading", { name: "New user" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText("Sailor"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps its content while closed when asked (a draft survives)", () => {
    const { rerender } = show(
      <ModalDialog open onClose={() => {}} title="Trip" keepMounted>
        <input aria-label="Message" />
      </ModalDialog>,
    );
    rerender(
      <I18nProvider i18n={i18n}>
        <ModalDialog open={false} onClose={() => {}} title="Trip" keepMounted>
          <input aria-label="Message" />
        </ModalDialog>
      </I18nProvider>,
    );
    expect(document.querySelector("input[aria-label=Message]")).not.toBeNull();
  });
});
