// `npm run inbox` with the mail queue's timings shortened, for tests that kill it and wait for a lease to lapse.
import { loadConfig } from '@/inbox/config';
import { startInbox } from '@/inbox/server';

const delivery = JSON.parse(process.env.INBOX_TEST_DELIVERY ?? '{}') as Record<string, number>;
void startInbox(loadConfig(), { delivery }).then((running) => {
  process.once('SIGTERM', () => void running.stop().then(() => process.exit(0)));
});
