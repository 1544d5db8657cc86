import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  awaitingCodeAttribute,
  recordBeforeHydration,
  replayBeforeHydration,
  stopRecordingBeforeHydration,
} from '@/lib/beforeHydration';

// The recorder listens on the document for good, as the page's inline script does: one per file.
recordBeforeHydration();

const page = () => {
  document.body.innerHTML = `
    <button id="page-button" type="button">Generate OTP</button>
    <div id="part" ${awaitingCodeAttribute}>
      <form id="part-form"><button id="part-button" type="button">Verify</button><button type="submit">Send</button></form>
    </div>`;
  const byId = (id: string) => document.getElementById(id)!;
  return {
    pageButton: byId('page-button'),
    part: byId('part'),
    partButton: byId('part-button'),
    form: byId('part-form'),
  };
};

afterEach(() => {
  window.webbeeBeforeHydration!.recording = true;
  window.webbeeBeforeHydration!.pressed.splice(0);
  window.webbeeBeforeHydration!.submitted.splice(0);
});

describe('what is pressed before the code that answers it has run', () => {
  it('is remembered in a part awaiting its code after the page has hydrated, and nowhere else', () => {
    const { pageButton, partButton, form } = page();
    stopRecordingBeforeHydration();
    pageButton.click();
    partButton.click();
    form.querySelector<HTMLButtonElement>('[type="submit"]')!.click();
    expect(window.webbeeBeforeHydration!.pressed).toEqual([partButton]);
    expect(window.webbeeBeforeHydration!.submitted.map((entry) => entry.form)).toEqual([form]);
    expect(partButton).toHaveAttribute('aria-busy', 'true');
    expect(pageButton).not.toHaveAttribute('aria-busy');
  });

  it("is done once, when the page hydrates for the page's presses and when the part's code arrives for the part's", () => {
    const { pageButton, part, partButton } = page();
    const pagePressed = vi.fn();
    const partPressed = vi.fn();
    pageButton.click();
    partButton.click();
    pageButton.addEventListener('click', pagePressed);
    partButton.addEventListener('click', partPressed);

    stopRecordingBeforeHydration();
    replayBeforeHydration();
    expect(pagePressed).toHaveBeenCalledTimes(1);
    expect(partPressed).not.toHaveBeenCalled();
    expect(partButton).toHaveAttribute('aria-busy', 'true');

    part.removeAttribute(awaitingCodeAttribute);
    replayBeforeHydration(part);
    expect(partPressed).toHaveBeenCalledTimes(1);
    expect(partButton).not.toHaveAttribute('aria-busy');
    replayBeforeHydration(part);
    expect(partPressed).toHaveBeenCalledTimes(1);
  });

  it('leaves a press on a button the browser answers itself, a popover or a dialog command, to the browser', () => {
    document.body.innerHTML = `<button id="menu" type="button" popovertarget="m">Menu</button><button id="demo" type="button" commandfor="d" command="show-modal">Book a Demo</button>`;
    document.getElementById('menu')!.click();
    document.getElementById('demo')!.click();
    expect(window.webbeeBeforeHydration!.pressed).toEqual([]);
  });
});
