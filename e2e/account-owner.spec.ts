import { test } from './fixtures';
import { checkDesk } from './helpers/desks';

test('Jet Owner: its own figures, and every action a request to the owner desk @mobile', async ({ page }) => {
  test.setTimeout(180_000); // a 600,000-iteration password hash, then six dialogs
  await checkDesk(
    page,
    'Jet Owner',
    [
      'Manage Fleet',
      'View Schedule',
      'Performance Analytics',
      'Earnings & Payouts',
      'Live Tracking',
      'Aircraft Settings',
    ],
    'owner desk',
  );
});
