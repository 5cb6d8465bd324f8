import { holdInteractions, replayHeld } from './held-interactions';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Each submission the form's owner handles, as its script does: the browser's own submission prevented. */
function submissionsHandled(form: HTMLFormElement): string[] {
  const handled: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    handled.push('handled');
  });
  return handled;
}

describe('what a visitor does before the scripts have taken the page over', () => {
  beforeAll(() => holdInteractions());

  function page(): { root: HTMLElement; slot: HTMLElement; form: HTMLFormElement; launcher: HTMLButtonElement; hostForm: HTMLFormElement } {
    document.body.innerHTML = `
      <div id="root" data-prerendered="true">
        <form id="contact"><input name="message" value="Hello"><button>Send</button></form>
        <div data-slot-content=""><div data-fragment="engagement/NewsletterSection">
          <form id="newsletter"><input name="email" value="a@b.test"><button>Subscribe</button></form>
          <button type="button" id="launcher">Chat</button>
        </div></div>
      </div>`;
    return {
      root: document.getElementById('root')!,
      slot: document.querySelector('[data-slot-content]')!,
      form: document.querySelector<HTMLFormElement>('#newsletter')!,
      launcher: document.querySelector<HTMLButtonElement>('#launcher')!,
      hostForm: document.querySelector<HTMLFormElement>('#contact')!,
    };
  }

  it('holds a submission in a remote slot (no navigation) and submits it again once the slot is taken over', async () => {
    const { slot, form } = page();
    const handled = submissionsHandled(form);
    const allowed = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })); // as pressing Subscribe does
    expect(allowed).toBe(false); // the browser's own submission (a reload) is prevented
    expect(handled).toEqual([]); // and no handler below sees it: a root that has hydrated but not taken over would act on it
    slot.setAttribute('data-takeover', 'hydrated');
    replayHeld(slot);
    await nextTask(); // a task later, once React has taken in the typed values
    expect(handled).toEqual(['handled']);
  });

  it('submits a held form once when the reader submitted it again after the takeover, before the replay', async () => {
    const { slot, form } = page();
    const handled = submissionsHandled(form);
    form.requestSubmit(); // held
    slot.setAttribute('data-takeover', 'hydrated');
    replayHeld(slot);
    form.requestSubmit(); // pressed again: taken over, it waits for what the replay does first
    expect(handled).toEqual([]);
    await nextTask();
    await nextTask();
    expect(handled).toEqual(['handled']); // once: a second signup would be refused, or sent twice
  });

  it("holds a submission of the host's own form until the shell has hydrated", async () => {
    const { root, slot, hostForm } = page();
    hostForm.requestSubmit();
    replayHeld(slot); // another owner: nothing of the host's is replayed
    await nextTask();
    const handled = submissionsHandled(hostForm);
    expect(handled).toEqual([]);
    root.setAttribute('data-takeover', 'hydrated');
    replayHeld(root);
    await nextTask();
    expect(handled).toEqual(['handled']);
  });

  it('clicks a held button again, once, when its owner has taken over', async () => {
    const { slot, launcher } = page();
    const clicks: boolean[] = [];
    launcher.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const press = () => launcher.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect([press(), press()]).toEqual([false, false]); // a second impatient click opens nothing twice
    expect(clicks).toEqual([]); // held: no handler has seen either
    slot.setAttribute('data-takeover', 'hydrated');
    replayHeld(slot);
    await nextTask();
    expect(clicks).toEqual([false]);
    replayHeld(slot); // replayed once only
    await nextTask();
    expect(clicks).toHaveLength(1);
  });

  it('leaves everything alone once its owner has taken over', () => {
    const { slot, form, launcher } = page();
    slot.setAttribute('data-takeover', 'hydrated');
    const prevented: boolean[] = [];
    form.addEventListener('submit', (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    });
    launcher.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    form.requestSubmit();
    launcher.click();
    expect(prevented).toEqual([false, false]);
  });

  it("does not hold a form's submit button's click (the submission is what is held)", async () => {
    const { slot, form } = page();
    const button = form.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const submits: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault(); // what the remote's handler does
      submits.push('seen');
    });
    button.click();
    expect(clicks).toEqual([false]);
    expect(submits).toEqual([]); // the submission it caused is held
    slot.setAttribute('data-takeover', 'hydrated');
    replayHeld(slot);
    await nextTask();
    expect(submits).toEqual(['seen']);
  });
});
