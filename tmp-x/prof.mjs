import fs from 'node:fs';
const file = process.argv[2];
const p = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map();
const dt = p.timeDeltas; let total = 0;
for (let i = 0; i < p.samples.length; i++) { const id = p.samples[i]; self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)); total += dt[i] ?? 0; }
const key = n => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\/(node_modules\/)?/, '')}:${n.callFrame.lineNumber}`;
// inclusive per key (count each sample once per key on its stack)
const incl = new Map(); const selfK = new Map();
for (const [id, t] of self) {
  const seen = new Set();
  let cur = id; let first = true;
  while (cur !== undefined) { const n = byId.get(cur); const k = key(n); if (first) { selfK.set(k, (selfK.get(k) ?? 0) + t); first = false; } if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k); } cur = parent.get(cur); }
}
const show = (m, title, nmax) => { console.log('==', title); [...m].sort((a,b)=>b[1]-a[1]).slice(0,nmax).forEach(([k,t]) => console.log((100*t/total).toFixed(1).padStart(5), k)); };
show(selfK, 'self', Number(process.argv[3] ?? 40));
show(incl, 'inclusive', Number(process.argv[4] ?? 60));
