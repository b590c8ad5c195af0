import fs from 'node:fs';
const [file, target] = process.argv.slice(2);
const p = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); let total = 0;
for (let i = 0; i < p.samples.length; i++) { self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + p.timeDeltas[i]); total += p.timeDeltas[i]; }
const key = n => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}`;
const by = new Map();
for (const [id, t] of self) {
  let cur = id, hit = false, stack = [];
  while (cur !== undefined) { const n = byId.get(cur); stack.push(n); if (key(n).startsWith(target)) hit = true; cur = parent.get(cur); }
  if (!hit) continue;
  // find the target index, then the first frame above it from apps/
  const i = stack.findIndex(n => key(n).startsWith(target));
  const above = stack.slice(i + 1).filter(n => n.callFrame.url.includes('/apps/')).slice(0, 2).map(key).join(' < ') || '(none)';
  by.set(above, (by.get(above) ?? 0) + t);
}
[...by].sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,t]) => console.log((100*t/total).toFixed(1).padStart(5), k));
