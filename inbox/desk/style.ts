// The site's tokens (app/globals.css), written out: the desk has no build step of its own.
export const DESK_CSS = `
:root { color-scheme: dark; --bg: #0b1020; --surface: #121a2e; --muted: #1a2440; --fg: #f5f1e8;
  --muted-fg: #a9b1c6; --gold: #c9a35b; --gold-hover: #d9b877; --gold-fg: #0b1020; --danger: #ff8589;
  --success: #3fb950; --border: rgb(255 255 255 / 0.08); --input: rgb(255 255 255 / 0.16); --ring: #d9b877; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 Inter, ui-sans-serif, system-ui, sans-serif; }
h1, h2 { font-family: 'Playfair Display', ui-serif, Georgia, serif; font-weight: 600; }
a { color: var(--gold-hover); }
:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
.bar { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between;
  padding: 0.75rem 1.5rem; border-bottom: 1px solid var(--border); background: var(--surface); }
.brand { margin: 0; font-weight: 600; color: var(--gold); }
.bar nav { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
.who { color: var(--muted-fg); }
main { max-width: 75rem; margin: 0 auto; padding: 1.5rem; }
form.inline, .bar form { display: inline; }
label { display: block; font-weight: 500; margin-bottom: 0.25rem; }
input, select, textarea { font: inherit; color: var(--fg); background: var(--muted); border: 1px solid var(--input);
  border-radius: 0.5rem; padding: 0.5rem 0.75rem; min-height: 2.75rem; }
textarea { width: 100%; min-height: 5rem; }
button, .button { font: inherit; font-weight: 600; cursor: pointer; border-radius: 0.5rem; border: 1px solid var(--gold);
  background: var(--gold); color: var(--gold-fg); padding: 0.5rem 1rem; min-height: 2.75rem; text-decoration: none;
  display: inline-flex; align-items: center; }
button:hover, .button:hover { background: var(--gold-hover); }
.bar button { background: transparent; color: var(--fg); border-color: var(--input); }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 1rem; padding: 1.25rem; margin-bottom: 1.25rem; }
.narrow { max-width: 26rem; margin: 3rem auto; }
.field { margin-bottom: 1rem; }
.filters { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; }
.filters .field { margin: 0; }
.error { color: var(--danger); font-weight: 500; }
.notice { color: var(--success); font-weight: 500; }
table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
caption { text-align: left; color: var(--muted-fg); padding-bottom: 0.5rem; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid var(--border); vertical-align: top; }
th { color: var(--muted-fg); font-weight: 500; }
.table { overflow-x: auto; }
.status { display: inline-block; padding: 0 0.5rem; border-radius: 999px; border: 1px solid var(--input); }
dl { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: 0.25rem 1rem; margin: 0; }
dt { color: var(--muted-fg); }
dd { margin: 0; overflow-wrap: anywhere; }
.sent { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; }
.replies { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.changes { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); }
.changes form { background: var(--muted); border-radius: 0.75rem; padding: 1rem; }
.changes h3 { margin-top: 0; font-size: 1rem; }
.paging { display: flex; gap: 1rem; margin-top: 1rem; }
`;
