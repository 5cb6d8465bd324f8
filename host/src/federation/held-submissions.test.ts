import { holdEarlySubmissions, replayHeldSubmission } from './held-submissions';

describe('submissions before a remote takes its fragment over', () => {
  beforeAll(() => holdEarlySubmissions());

  function fragmentWithForm(): { slot: HTMLElement; form: HTMLFormElement } {
    document.body.innerHTML = '<div data-slot-content=""><div data-fragment="engagement/NewsletterSection"><form><input name="email" value="a@b.test"><button>Subscribe</button></form></div></div>';
    return { slot: document.querySelector('[data-slot-content]')!, form: document.querySelector('form')! };
  }

  it('are held (no navigation) and submitted again once the slot has been taken over', () => {
    const { slot, form } = fragmentWithForm();
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => submits.push(event.defaultPrevented));
    form.requestSubmit();
    expect(submits).toEqual([true]); // held: the browser's own submission was prevented
    slot.setAttribute('data-takeover', 'hydrated');
    const handled: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault(); // what the remote's handler does
      handled.push('handled');
    });
    replayHeldSubmission(slot);
    expect(handled).toEqual(['handled']);
  });

  it('leave forms alone once the slot is taken over, and outside remote slots', () => {
    const { slot, form } = fragmentWithForm();
    slot.setAttribute('data-takeover', 'hydrated');
    const prevented: boolean[] = [];
    form.addEventListener('submit', (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    });
    form.requestSubmit();
    expect(prevented).toEqual([false]);
  });
});
