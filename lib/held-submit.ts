import { HELD_SUBMIT_KEY, PENDING_SUBMIT_ATTRIBUTE } from '@/lib/shell/pending-submit.mjs';

type Kept = { form: number; fields: (readonly [string, string | true])[] };
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const keyOf = () => `${HELD_SUBMIT_KEY}:${location.pathname}`;

// Holds `form`'s submit until its code is live; offline, the form says it is kept.
export function holdSubmit(form: HTMLFormElement) {
  form.setAttribute(PENDING_SUBMIT_ATTRIBUTE, navigator.onLine ? '' : 'offline');
  try {
    const fields = [...form.elements].flatMap((element) => {
      const field = element as Field;
      const ticked = field.type === 'checkbox' || field.type === 'radio' ? (field as HTMLInputElement).checked : null;
      return !field.name || ticked === false || field.type === 'password'
        ? []
        : [[field.name, field.type === 'checkbox' || field.value] as const];
    });
    const kept: Kept = { form: [...document.forms].indexOf(form), fields };
    localStorage.setItem(keyOf(), JSON.stringify(kept));
  } catch {
    // Storage blocked or full: the submit is still held for as long as the page is open.
  }
}

const readKept = (): Kept | null => {
  try {
    return JSON.parse(localStorage.getItem(keyOf()) ?? 'null');
  } catch {
    return null;
  }
};

export function restoreHeldSubmit() {
  const kept = readKept();
  const form = kept && document.forms[kept.form];
  if (!form || !Array.isArray(kept.fields)) return;
  for (const [name, value] of kept.fields) {
    const named = form.elements.namedItem(name);
    if (named instanceof RadioNodeList) named.value = String(value);
    else if (value === true) (named as HTMLInputElement).checked = true;
    else if (named) (named as Field).value = value;
  }
  holdSubmit(form);
}

// Forgets the kept submit once the form holding it (inside `box`) is live and makes it.
export function dropHeldSubmit(box: HTMLElement | null) {
  const kept = readKept();
  const form = kept && document.forms[kept.form];
  if (form && box?.contains(form)) localStorage.removeItem(keyOf());
}

// A live form whose request code cannot arrive because the device is offline: its submit is kept as a held one.
export function keepUntilOnline(form: HTMLFormElement) {
  holdSubmit(form);
  addEventListener(
    'online',
    () => {
      if (!form.isConnected || !form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return;
      form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      dropHeldSubmit(form);
      form.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]'));
    },
    { once: true },
  );
}
