// The custom elements manifest (custom-elements.json, https://github.com/webcomponents/custom-elements-manifest)
// read from the sources' TSDoc by @custom-elements-manifest/analyzer: every element's tag, attributes,
// properties, methods, events and CSS custom properties, for editors and the docs site. The package's
// build writes it (`node scripts/custom-elements-manifest.ts`); src/manifest.test.ts checks that the
// committed file is what the sources say.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as analyzerModule from '@custom-elements-manifest/analyzer';

// The analyzer's type declarations leave out its programmatic entry: `create` and the TypeScript 5 it
// parses with (its own dependency, not the workspace's TypeScript 7, which has no JavaScript API).
const analyzer = analyzerModule as unknown as {
  create(options: { modules: unknown[] }): unknown;
  ts: {
    ScriptTarget: { ES2015: number };
    createSourceFile(fileName: string, text: string, target: number, setParentNodes: boolean): unknown;
  };
};

const PACKAGE_DIR = join(import.meta.dirname, '..');
export const MANIFEST_PATH = join(PACKAGE_DIR, 'custom-elements.json');
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|(^|\/)story-[\w-]+\.tsx?$/;

interface Member {
  name: string;
  privacy?: string;
  static?: boolean;
}
interface Declaration {
  kind: string;
  name: string;
  customElement?: boolean;
  superclass?: { name: string };
  members?: Member[];
}
interface Module {
  path: string;
  declarations?: Declaration[];
  exports?: unknown[];
}
interface Manifest {
  schemaVersion: string;
  modules: Module[];
}

// What a page can use: public members only (no `#private` or protected ones, not `observedAttributes`, and
// not `adoptedStyleSheets`, which the analyzer takes for a field of the element from the shadow root's
// assignment), and only the modules that declare the elements, their base classes and the entry.
function publicSurface(manifest: Manifest): Manifest {
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);
  const elementClasses = new Set<string>();
  for (const declaration of declarations.filter((d) => d.customElement)) {
    for (let name: string | undefined = declaration.name; name; ) {
      elementClasses.add(name);
      name = declarations.find((d) => d.name === name)?.superclass?.name;
    }
  }
  const isElementClass = (declaration: Declaration) => elementClasses.has(declaration.name);
  const modules = manifest.modules
    .filter((module) => module.path === 'src/index.ts' || module.declarations?.some(isElementClass))
    .map((module) => ({
      ...module,
      declarations: module.declarations?.filter(isElementClass).map((declaration) => ({
        ...declaration,
        members: declaration.members?.filter(
          (member) =>
            !member.name.startsWith('#') &&
            member.privacy !== 'private' &&
            member.privacy !== 'protected' &&
            !member.static &&
            member.name !== 'adoptedStyleSheets',
        ),
      })),
    }));
  return { ...manifest, modules };
}

/** The manifest of the package's sources as it should be committed. */
export function buildManifest(): Manifest {
  const files = (readdirSync(join(PACKAGE_DIR, 'src'), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !NOT_SHIPPED.test(file))
    .sort();
  const modules = files.map((file) =>
    analyzer.ts.createSourceFile(
      `src/${file}`,
      readFileSync(join(PACKAGE_DIR, 'src', file), 'utf8'),
      analyzer.ts.ScriptTarget.ES2015,
      true,
    ),
  );
  return publicSurface(analyzer.create({ modules }) as Manifest);
}

/** The manifest as the file holds it. */
export function manifestText(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

if (import.meta.main) {
  writeFileSync(MANIFEST_PATH, manifestText(buildManifest()));
  console.log(`wrote ${MANIFEST_PATH}`);
}
