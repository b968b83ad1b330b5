// The two notices of offline support, drawn without React: they run in /sw-register.js.
import { offline as copy } from '@/content/offline';

const PANEL =
  'fixed inset-x-3 bottom-3 z-50 mx-auto grid max-w-xl gap-3 rounded-card border border-gold/40 bg-surface p-5 text-sm shadow-lg';
const PRIMARY =
  'rounded-full bg-gold px-5 py-2 font-semibold text-gold-foreground outline-none hover:bg-gold-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const QUIET =
  'rounded-full px-5 py-2 font-semibold text-foreground outline-none hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

function showNotice(label: string, lines: string[], primary: [string, () => void], quiet: string) {
  const panel = element('section', PANEL);
  panel.setAttribute('role', 'status');
  panel.setAttribute('aria-label', label);
  lines.forEach((line, index) =>
    panel.append(element('p', index === 0 ? 'font-medium text-foreground' : 'text-muted-foreground', line)),
  );
  const buttons = element('div', 'flex gap-3');
  const close = () => panel.remove();
  const main = element('button', PRIMARY, primary[0]);
  const other = element('button', QUIET, quiet);
  main.type = other.type = 'button';
  main.addEventListener('click', () => {
    close();
    primary[1]();
  });
  other.addEventListener('click', close);
  buttons.append(main, other);
  panel.append(buttons);
  document.body.append(panel);
}

export function showUpdateNotice(reload: () => void) {
  showNotice(
    copy.update.message,
    [copy.update.message, copy.update.detail],
    [copy.update.reload, reload],
    copy.update.later,
  );
}

export function showInstallHint(install: () => void) {
  showNotice(copy.install.add, [copy.install.message], [copy.install.add, install], copy.install.dismiss);
}
