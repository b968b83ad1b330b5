import { spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * Serves `root` as the e2e run serves out/, on `port` (0: a free one, so parallel workers never meet
 * on one address); fails when the port is taken instead of testing another worker's site.
 */
export async function serveStatic(root: string, port = 0, cwd = process.cwd()) {
  const server = spawn(process.execPath, ['scripts/static-server.mjs', '--root', root, '--port', String(port)], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its first line names the address; an exit before it means nothing is served.
  const [first] = await Promise.race([once(server.stdout, 'data'), once(server, 'exit')]);
  const url = String(first).match(/http:\/\/[\d.]+:\d+/)?.[0];
  if (!url) {
    server.kill();
    throw new Error(`static-server could not serve ${root} on port ${port}: ${first}`);
  }
  server.stdout.resume();
  const exited = once(server, 'exit');
  return {
    url,
    close: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill();
      await exited;
    },
  };
}
