import { act, createContext, startTransition, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { stubIdleCallback } from '@/__tests__/support/idle-callback';
import { browserPart } from '@/lib/browser-part';
import { ENGAGED_ATTRIBUTE, ENGAGED_EVENT } from '@/lib/engagement';
import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';
import { showConnectionError } from '@/lib/toast';

jest.mock('@/lib/toast', () => ({ showConnectionError: jest.fn() }));

// React's act() for a hydration driven by hand, without Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function TestForm({ label }: { label: string }) {
  return <input aria-label={label} name="name" />;
}

// What the server writes for <TestPart label="Name" />: the form whole, in its <Activity>.
const SERVER_HTML =
  '<div data-server-part="test-form" class="contents"><!--&--><input aria-label="Name" name="name"/>' +
  '<span hidden="" data-hydration-island="waiting"></span><!--/&--></div>';

let idle: ReturnType<typeof stubIdleCallback>;
let container: HTMLDivElement;

beforeEach(() => {
  idle = stubIdleCallback();
  document.documentElement.removeAttribute(ENGAGED_ATTRIBUTE);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => container.remove());

/** What the head's engagement script does on the visitor's first input anywhere on the page. */
function firstInputAnywhere() {
  document.documentElement.setAttribute(ENGAGED_ATTRIBUTE, '');
  window.dispatchEvent(new Event(ENGAGED_EVENT));
}

// A focus or key asks for the part's code in a task after the frame that answers it.
const afterThePaint = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 1))));

const islandMark = () => container.querySelector('[data-hydration-island]')?.getAttribute('data-hydration-island');

async function hydrateServerHtml() {
  const load = jest.fn(() => Promise.resolve(TestForm));
  const TestPart = serverPart('test-form', onUse(load));
  container.innerHTML = SERVER_HTML;
  await act(async () => {
    hydrateRoot(container, <TestPart label="Name" />);
  });
  return load;
}

describe('serverPart', () => {
  it('keeps the server HTML, and what is typed in it, until the form is first focused', async () => {
    const load = await hydrateServerHtml();
    const input = container.querySelector('input')!;
    input.value = 'Priya';
    expect(load).not.toHaveBeenCalled();
    expect(islandMark()).toBe('waiting');

    await act(async () => {
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await afterThePaint();
    expect(load).toHaveBeenCalledTimes(1);
    expect(islandMark()).toBe('live');
    // Hydrated in place: the same field, with what was typed.
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('Priya');
  });

  it('keeps a key pressed in its fields from React until it is live, and hands React the next one', async () => {
    let arrive: (component: typeof TestForm) => void = () => {};
    const load = jest.fn(() => new Promise<typeof TestForm>((resolve) => (arrive = resolve)));
    const TestPart = serverPart('test-form', onUse(load));
    container.innerHTML = SERVER_HTML;
    await act(async () => {
      hydrateRoot(container, <TestPart label="Name" />);
    });
    // React listens below the window: an event that reaches it in a part not yet hydrated makes
    // React hydrate that part at once, in the event's own task.
    const reachedReact = jest.fn();
    document.addEventListener('keydown', reachedReact, { capture: true });
    const input = container.querySelector('input')!;
    const press = (key: string) => input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await act(async () => {
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await afterThePaint();
    expect(load).toHaveBeenCalledTimes(1);
    press('P');
    expect(reachedReact).not.toHaveBeenCalled();

    await act(async () => arrive(TestForm));
    expect(islandMark()).toBe('live');
    press('r');
    expect(reachedReact).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', reachedReact, { capture: true });
  });

  it('loads nothing for a visit that only reads, however idle the page is', async () => {
    const load = await hydrateServerHtml();
    expect(idle.waiting()).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(islandMark()).toBe('waiting');
  });

  it("loads the form once the page is idle after the visitor's first input elsewhere", async () => {
    const load = await hydrateServerHtml();
    firstInputAnywhere();
    expect(load).not.toHaveBeenCalled();
    await act(async () => idle.run());
    expect(load).toHaveBeenCalledTimes(1);
    expect(islandMark()).toBe('live');
  });

  it('loads at once when reached by a link, its HTML not in the page', async () => {
    const load = jest.fn(() => Promise.resolve(TestForm));
    const TestPart = serverPart('test-form', onUse(load));
    await act(async () => {
      createRoot(container).render(<TestPart label="Name" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('input[aria-label="Name"]')).not.toBeNull();
  });
});

describe('browserPart', () => {
  it('shows its placeholder until the code is in, then the part', async () => {
    let arrive: (component: typeof TestForm) => void = () => {};
    const load = jest.fn(() => new Promise<typeof TestForm>((resolve) => (arrive = resolve)));
    const TestPart = browserPart(onUse(load), { placeholder: <p>Loading</p> });
    const root = createRoot(container);
    await act(async () => root.render(<TestPart label="Name" />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Loading');
    await act(async () => arrive(TestForm));
    expect(container.querySelector('input[aria-label="Name"]')).not.toBeNull();
    expect(container.textContent).toBe('');
  });
});

describe('serverPart offline', () => {
  it('keeps the server HTML when its code cannot arrive, and hydrates when the connection returns', async () => {
    const load = jest.fn<Promise<typeof TestForm>, []>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(TestForm);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const TestPart = serverPart('test-form', onUse(load));
    container.innerHTML = SERVER_HTML;
    await act(async () => {
      hydrateRoot(container, <TestPart label="Name" />);
    });
    const input = container.querySelector('input')!;
    await act(async () => {
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await afterThePaint();
    expect(load).toHaveBeenCalledTimes(1);
    expect(islandMark()).toBe('waiting');

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(islandMark()).toBe('live');
    expect(container.querySelector('input')).toBe(input);
    onLine.mockRestore();
  });
});

function TestBox({ label }: { label: string }) {
  return (
    <form method="dialog">
      <input aria-label={label} name="email" />
    </form>
  );
}

// A part loaded on use (the footer's newsletter): no island mark, the page is live without it.
const BOX_HTML =
  '<div data-server-part="test-box" class="contents"><!--&--><form method="dialog">' +
  '<input aria-label="Email" name="email"/></form><!--/&--></div>';

describe('serverPart loaded on use', () => {
  async function hydrateBox(load: () => Promise<typeof TestBox>) {
    const TestPart = serverPart('test-box', onUse(load), { load: 'use' });
    container.innerHTML = BOX_HTML;
    await act(async () => {
      hydrateRoot(container, <TestPart label="Email" />);
    });
    return container.querySelector('form')!;
  }

  const submit = (form: HTMLFormElement) =>
    act(async () => {
      form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    });

  beforeEach(() => jest.mocked(showConnectionError).mockClear());

  it('loads nothing after a first input elsewhere, and the page does not wait for it', async () => {
    const load = jest.fn(() => Promise.resolve(TestBox));
    await hydrateBox(load);
    firstInputAnywhere();
    // Whatever the page asked to run once idle (the other parts' loads) runs.
    await act(async () => {
      while (idle.waiting()) idle.run();
    });
    expect(load).not.toHaveBeenCalled();
    expect(islandMark()).toBeUndefined();
  });

  it('holds a submit made before its code is in, says it is kept while offline, and keeps it held', async () => {
    const load = jest.fn<Promise<typeof TestBox>, []>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(TestBox);
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = await hydrateBox(load);
    form.querySelector('input')!.value = 'priya@example.com';
    await submit(form);
    expect(load).toHaveBeenCalledTimes(1);
    // Offline, the form says it is kept, not that the desk could not be reached.
    expect(form).toHaveAttribute('data-pending-submit', 'offline');
    expect(showConnectionError).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    // Hydrated in place, the submit still held for the form's own code to make once.
    expect(container.querySelector('form')).toBe(form);
    expect(form.querySelector('input')!.value).toBe('priya@example.com');
    expect(form).toHaveAttribute('data-pending-submit');
    onLine.mockRestore();
  });

  it('fetches its code when a navigation needs it hydrated, and the navigation completes', async () => {
    // What a navigation does above the footer: the router's context changes, in a transition.
    const Route = createContext('/');
    let navigate: Dispatch<SetStateAction<string>> = () => {};
    const load = jest.fn(() => Promise.resolve(TestBox));
    const TestPart = serverPart('test-box', onUse(load), { load: 'use' });
    function Page() {
      const [route, setRoute] = useState('/');
      useEffect(() => void (navigate = setRoute), []);
      return (
        <Route.Provider value={route}>
          <TestPart label="Email" />
          <p>{route}</p>
        </Route.Provider>
      );
    }
    container.innerHTML = `${BOX_HTML}<p>/</p>`;
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => startTransition(() => navigate('/book/')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('p')?.textContent).toBe('/book/');
  });

  it('answers a submit held before the page was live: its code is fetched as the page comes to life', async () => {
    const load = jest.fn<Promise<typeof TestBox>, []>().mockRejectedValue(new Error('offline'));
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const TestPart = serverPart('test-box', onUse(load), { load: 'use' });
    // As the inline loader leaves a form submitted before the page's scripts ran.
    container.innerHTML = BOX_HTML.replace('<form method="dialog">', '<form method="dialog" data-pending-submit="">');
    await act(async () => {
      hydrateRoot(container, <TestPart label="Email" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(showConnectionError).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toHaveAttribute('data-pending-submit', 'offline');
    onLine.mockRestore();
  });

  it('leaves a submit alone once its code is live', async () => {
    const form = await hydrateBox(() => Promise.resolve(TestBox));
    await act(async () => {
      form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await submit(form);
    expect(form).not.toHaveAttribute('data-pending-submit');
    expect(showConnectionError).not.toHaveBeenCalled();
  });
});
