import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { deferredForm } from '@/components/forms/deferred-form';
import { ENGAGED_ATTRIBUTE, ENGAGED_EVENT } from '@/lib/engagement';

// React's act() for a hydration driven by hand, without Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function TestForm({ label }: { label: string }) {
  return <input aria-label={label} name="name" />;
}

// What the server writes for <DeferredTest label="Name" />: the form whole, in its <Activity>.
const SERVER_HTML =
  '<div data-deferred-form="test-form" class="contents"><!--&--><input aria-label="Name" name="name"/>' +
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
  const DeferredTest = deferredForm('test-form', load);
  container.innerHTML = SERVER_HTML;
  await act(async () => {
    hydrateRoot(container, <DeferredTest label="Name" />);
  });
  return load;
}

describe('deferredForm', () => {
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
    const DeferredTest = deferredForm('test-form', load);
    await act(async () => {
      createRoot(container).render(<DeferredTest label="Name" />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('input[aria-label="Name"]')).not.toBeNull();
  });
});
