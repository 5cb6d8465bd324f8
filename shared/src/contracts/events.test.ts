import { emitEvent, onEvent } from './events';

describe('events between the apps', () => {
  it('delivers the detail to listeners of that name only, until they stop listening', () => {
    const cleared = jest.fn();
    const exported = jest.fn();
    const stopCleared = onEvent('wanderpages:signups-cleared', cleared);
    const stopExported = onEvent('wanderpages:signups-exported', exported);

    emitEvent('wanderpages:signups-cleared', { count: 3 });
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(cleared).toHaveBeenCalledWith({ count: 3 });
    expect(exported).not.toHaveBeenCalled();

    stopCleared();
    emitEvent('wanderpages:signups-cleared', { count: 4 });
    emitEvent('wanderpages:signups-exported', { count: 5 });
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(exported).toHaveBeenCalledWith({ count: 5 });
    stopExported();
  });

  it('is a window event, so an app that never imports the other still hears it', () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push([event.type, (event as CustomEvent).detail]);
    window.addEventListener('wanderpages:newsletter-subscribed', listener);
    emitEvent('wanderpages:newsletter-subscribed', { source: 'chatbot' });
    window.removeEventListener('wanderpages:newsletter-subscribed', listener);
    expect(heard).toEqual([['wanderpages:newsletter-subscribed', { source: 'chatbot' }]]);
  });
});
