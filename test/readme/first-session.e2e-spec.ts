import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, launch, waitFor } from '../support/launched';
import { describeOnce } from '../support/modes';

const README = join(__dirname, '../../README.md');

/** The commands of the README's first session, continuation lines joined back to their command. */
function sessionCommands(): string[] {
  const text = readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('## A first session'));
  const script = section.slice(section.indexOf('```sh\n') + 6, section.indexOf('\n```', section.indexOf('```sh\n')));
  const commands: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const line of script.split('\n')) {
    if (!current && (line.startsWith('#') || !line.trim())) continue;
    current += (current ? '\n' : '') + line;
    // A command ends where its line does not continue (a backslash) and no quote is left open.
    for (const ch of line.replace(/\\./g, ''))
      if (ch === quote) quote = null;
      else if (!quote && (ch === "'" || ch === '"')) quote = ch;
    if (!quote && !line.endsWith('\\')) {
      commands.push(current);
      current = '';
    }
  }
  return commands;
}

function bash(script: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) =>
    execFile('bash', ['-c', script], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    ),
  );
}

/** The README's first session, run command by command against a store started as `npm start` starts it. */
describeOnce("the README's first session", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mercato-readme-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('works end to end: token, a product with stock, a guest cart to an order, an async bulk and its status', async () => {
    const port = await freePort();
    const store = launch({ DATA_DIR: dataDir, PORT: String(port), ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'readme-pass-1' });
    try {
      await waitFor(store, 'mercato ready');
      const commands = sessionCommands();
      expect(commands.length).toBeGreaterThan(10);
      // The session's variables carry from one command to the next, as in the reader's shell.
      let state = '';
      const outputs: string[] = [];
      for (let command of commands) {
        command = command
          .replace('http://localhost:3000', `http://localhost:${port}`)
          .replace(/^ADMIN_PASSWORD=.*$/m, "ADMIN_PASSWORD='readme-pass-1'");
        const { code, out } = await bash(`set -e\n${state}\n${command}`);
        expect({ command, code, out }).toMatchObject({ code: 0 });
        if (/^[A-Z_]+=/.test(command)) {
          // Keep the value the assignment produced, not the command again.
          const name = command.slice(0, command.indexOf('='));
          const { out: value } = await bash(`set -e\n${state}\n${command}\nprintf %s "$${name}"`);
          state += `${name}='${value.slice(out.length).replace(/'/g, `'\\''`)}'\n`;
        }
        outputs.push(out);
        // Never an error envelope.
        expect({ command, out }).not.toMatchObject({ out: expect.stringMatching(/^\{"message"/) });
      }
      const all = outputs.join('\n');
      expect(all).toContain('"stock_item":{');
      expect(all).toMatch(/"qty":100/);
      expect(all).toMatch(/"increment_id":"000000001"/);
      // The bulk's one operation was executed by the consumer (asked again while a loaded machine lags).
      let status = JSON.parse(outputs[outputs.length - 1]);
      for (let i = 0; i < 20 && status.operations_list?.[0]?.status !== 1; i++) {
        status = JSON.parse((await bash(`${state}\n${commands[commands.length - 1]}`)).out);
      }
      expect(status).toMatchObject({ operations_list: [{ status: 1 }] });
    } finally {
      store.proc.kill('SIGTERM');
      await store.exited;
    }
  }, 120_000);
});
