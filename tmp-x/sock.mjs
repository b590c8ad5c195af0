import pg from 'pg';
import fs from 'node:fs';
const hz = 100;
const cpuOf = (pid) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / hz; };
async function run(cfg, label) {
  const c = new pg.Client(cfg); await c.connect();
  const { rows: [{ pid }] } = await c.query('select pg_backend_pid() as pid');
  const big = Array.from({ length: 60 }, (_, i) => JSON.stringify({ organisationId: 'x'.repeat(36), deviceId: 'y'.repeat(36), lastSeenAt: new Date().toISOString(), readings: { temperature: 4.5 + i, humidity: 55, battery_mv: 3012 } }));
  const payload = Array.from({ length: 60 }, () => Buffer.alloc(24, 7));
  const q = { name: 'q', text: 'select cardinality($1::text[]) + cardinality($2::bytea[]) as n', values: [big, payload] };
  for (let i = 0; i < 500; i++) await c.query(q);
  const n0 = process.cpuUsage(), p0 = cpuOf(pid), t0 = performance.now();
  const N = 6000;
  for (let i = 0; i < N; i++) await c.query(q);
  const n1 = process.cpuUsage(n0), p1 = cpuOf(pid);
  console.log(label, 'node', ((n1.user + n1.system) / N).toFixed(1), 'us/q (sys', (n1.system / N).toFixed(1), ') pg', ((p1 - p0) * 1e6 / N).toFixed(1), 'us/q', 'wall', ((performance.now() - t0) * 1000 / N).toFixed(0));
  await c.end();
}
for (let k = 0; k < 2; k++) {
  await run({ host: '127.0.0.1', user: 'postgres', database: 'postgres' }, 'tcp ');
  await run({ host: '/var/run/postgresql', user: 'postgres', database: 'postgres' }, 'unix');
}
