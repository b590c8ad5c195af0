/**
 * Part of `npm run lint`: web features must not import each other, and shared
 * layers must not import features (imports flow lib -> components -> features
 * -> app), so each feature can change alone. On the server, `ingest/` and `jobs/`
 * import no behaviour from `modules/` (CONVENTIONS 20: a module hands its function
 * in at wiring time); types only, and their tests may.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve('apps/web/src');
const problems: string[] = [];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

const layerOf = (file: string) => path.relative(src, file).split(path.sep);

for (const file of walk(src)) {
  const [layer, feature] = layerOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/from\s+['"](\.[^'"]+)['"]/g)) {
    const target = path.resolve(path.dirname(file), match[1] as string);
    if (!target.startsWith(src)) continue;
    const [targetLayer, targetFeature] = layerOf(target);
    const where = `${path.relative(process.cwd(), file)} imports ${match[1]}`;
    if (layer === 'features' && targetLayer === 'features' && feature !== targetFeature) {
      problems.push(`${where}: features must not import other features`);
    }
    if (
      (layer === 'lib' || layer === 'components') &&
      (targetLayer === 'features' || targetLayer === 'app')
    ) {
      problems.push(`${where}: ${layer} must not import ${targetLayer}`);
    }
    if (layer === 'lib' && targetLayer === 'components')
      problems.push(`${where}: lib must not import components`);
  }
}

const server = path.resolve('apps/server/src');
const lower = ['ingest', 'jobs'].map((layer) => path.join(server, layer));
const serverFiles = lower.flatMap(walk).filter((file) => !/\.test\.ts$|test-(support|helpers)/.test(file));
for (const file of serverFiles) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+['"](\.[^'"]+)['"]/gm)) {
    if (match[1]) continue;
    const target = path.resolve(path.dirname(file), match[2] as string);
    if (target.startsWith(path.join(server, 'modules') + path.sep))
      problems.push(
        `${path.relative(process.cwd(), file)} imports ${match[2]}: ingest and jobs take a module's behaviour as a function from app.ts (CONVENTIONS 20)`,
      );
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `imports: ${walk(src).length} web files follow lib -> components -> features -> app; ${serverFiles.length} ingest and job files import no module's behaviour`,
);
