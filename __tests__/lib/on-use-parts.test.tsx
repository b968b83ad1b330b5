import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserPart } from '@/lib/browser-part';
import { ENGAGED_ATTRIBUTE, ENGAGED_EVENT } from '@/lib/engagement';
import { onUse } from '@/lib/on-use';
import { serverPart } from '@/lib/server-part';

// React's act() for a hydration driven by hand, without Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function TestForm({ label }: { label: string }) {
  return <input aria-label={label} name="name" />;
}

// What the server writes for <TestPart label="Name" />: the form whole, in its <Activity>.
const SERVER_HTML =
  '<div data-server-part="test-form" class="contents"><!--&--><input aria-label="Name" name="name"/>' +
  '<span hidden="" data-hydration-island="waiting"></span><!--/&--></div>';

let idle: (() => void) | undefined;
let container: HTMLDivElement;

beforeEach(() => {
  idle = undefined;
  window.requestIdleCallback = ((callback: () => void) => {
    idle = callback;
    return 1;
  }) as typeof window.requestIdleCallback;
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
    expect(load).toHaveBeenCalledTimes(1);
    expect(islandMark()).toBe('live');
    // Hydrated in place: the same field, with what was typed.
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('Priya');
  });

  it('loads nothing for a visit that only reads, however idle the page is', async () => {
    const load = await hydrateServerHtml();
    expect(idle).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(islandMark()).toBe('waiting');
  });

  it("loads the form once the page is idle after the visitor's first input elsewhere", async () => {
    const load = await hydrateServerHtml();
    firstInputAnywhere();
    expect(load).not.toHaveBeenCalled();
    await act(async () => idle?.());
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
