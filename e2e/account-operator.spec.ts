import { test } from './fixtures';
import { checkDesk } from './helpers/desks';

test('Operator: its own figures, and every action a request to the operator desk', async ({ page }) => {
  test.setTimeout(180_000); // a 600,000-iteration password hash, then six dialogs
  await checkDesk(
    page,
    'Operator',
    [
      'Live Fleet Map',
      'Flight Scheduling',
      'Crew Management',
      'Aircraft Maintenance',
      'Operational Reports',
      'System Settings',
    ],
    'operator desk',
  );
});
