// Loaded with `node --import` (NODE_OPTIONS, which refuses `--cpu-prof`): profiles the whole
// process with the inspector and writes `{CPU_PROFILE_DIR}/{CPU_PROFILE_NAME}-{pid}.cpuprofile`
// at exit (the main thread's session answers synchronously, so the 'exit' handler can write it).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.once('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      const name = `${process.env.CPU_PROFILE_NAME ?? 'process'}-${process.pid}.cpuprofile`;
      writeFileSync(join(dir, name), JSON.stringify(result.profile));
    });
  });
}
