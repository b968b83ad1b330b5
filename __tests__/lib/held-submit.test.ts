import { dropHeldSubmit, holdSubmit, restoreHeldSubmit } from '@/lib/held-submit';

const page = () => {
  document.body.innerHTML = `<form><input name="q"></form><div id="box"><form>
    <input name="name" value="">
    <input type="password" name="password">
    <textarea name="message"></textarea>
    <input type="checkbox" name="callBack">
    <input type="radio" name="subject" value="charter" checked><input type="radio" name="subject" value="cargo">
  </form></div>`;
  const form = document.forms[1];
  const field = <T>(name: string) => form.elements.namedItem(name) as T;
  return { box: document.getElementById('box')!, form, field };
};

describe('a submit held for its form’s code', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was typed, but no password, through a reload, and forgets it once the form is live', () => {
    const { form, field } = page();
    field<HTMLInputElement>('name').value = 'Priya Shah';
    field<HTMLInputElement>('password').value = 'Monsoon skies 42';
    field<HTMLTextAreaElement>('message').value = 'Pune to Goa';
    field<HTMLInputElement>('callBack').checked = true;
    field<RadioNodeList>('subject').value = 'cargo';
    holdSubmit(form);
    expect(form.getAttribute('data-pending-submit')).toBe('');
    expect(JSON.stringify(localStorage)).not.toContain('Monsoon');

    const reloaded = page();
    restoreHeldSubmit();
    expect(reloaded.form.hasAttribute('data-pending-submit')).toBe(true);
    expect(reloaded.field<HTMLInputElement>('name').value).toBe('Priya Shah');
    expect(reloaded.field<HTMLTextAreaElement>('message').value).toBe('Pune to Goa');
    expect(reloaded.field<HTMLInputElement>('callBack').checked).toBe(true);
    expect(reloaded.field<RadioNodeList>('subject').value).toBe('cargo');

    // Another part going live keeps it; its own form's part forgets it.
    dropHeldSubmit(document.createElement('div'));
    expect(localStorage.length).toBe(1);
    dropHeldSubmit(reloaded.box);
    const again = page();
    restoreHeldSubmit();
    expect(again.form.hasAttribute('data-pending-submit')).toBe(false);
  });

  it('says a submit held offline is kept, and restores nothing from a damaged entry', () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { form } = page();
    holdSubmit(form);
    expect(form.getAttribute('data-pending-submit')).toBe('offline');
    online.mockRestore();
    localStorage.setItem(`vayu-jets:held-submit:${location.pathname}`, '{oops');
    const reloaded = page();
    restoreHeldSubmit();
    expect(reloaded.form.hasAttribute('data-pending-submit')).toBe(false);
  });
});
