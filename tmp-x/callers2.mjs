import fs from 'node:fs';
const [file, target, depth] = process.argv.slice(2);
const p = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); let total = 0;
for (let i = 0; i < p.samples.length; i++) { self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + p.timeDeltas[i]); total += p.timeDeltas[i]; }
const key = n => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}`;
const by = new Map();
for (const [id, t] of self) {
  let cur = id, stack = [];
  while (cur !== undefined) { stack.push(byId.get(cur)); cur = parent.get(cur); }
  const i = stack.findIndex(n => key(n).startsWith(target));
  if (i < 0) continue;
  const above = stack.slice(i + 1, i + 1 + Number(depth ?? 6)).map(key).join(' < ');
  by.set(above, (by.get(above) ?? 0) + t);
}
[...by].sort((a,b)=>b[1]-a[1]).slice(0,12).forEach(([k,t]) => console.log((100*t/total).toFixed(1).padStart(5), k));
