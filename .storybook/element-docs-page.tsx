import { Heading, Markdown, Primary, Source, Stories, Title, useOf } from '@storybook/addon-docs/blocks';
import manifest from '../packages/elements/custom-elements.json';

interface Documented {
  name: string;
  description?: string;
  type?: { text: string };
}
interface ElementDeclaration {
  tagName?: string;
  summary?: string;
  description?: string;
  attributes?: (Documented & { fieldName?: string })[];
  members?: (Documented & { kind: string; attribute?: string })[];
  events?: Documented[];
  cssProperties?: Documented[];
}

const cell = (text: string | undefined) => (text ?? '').replaceAll('\n', ' ').replaceAll('|', '\\|');

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`]
    .concat(rows.map((row) => `| ${row.map(cell).join(' | ')} |`))
    .join('\n');
}

/** A custom element's declaration in the package's custom-elements.json. */
export function elementDeclaration(tag: string): ElementDeclaration | undefined {
  return (manifest.modules as { declarations?: ElementDeclaration[] }[])
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName === tag);
}

/**
 * Every element's docs page, from its custom elements manifest (the TSDoc of its class, attributes,
 * properties and events): what it is, a usage example in HTML, its attributes, its properties that have
 * no attribute, its methods, its events with their detail, its theme tokens, and every state.
 */
export function ElementDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const tag = preparedMeta.parameters.element as string;
  const element = elementDeclaration(tag);
  if (!element)
    return <Markdown>{`\`${tag}\` is not in custom-elements.json: build the elements.`}</Markdown>;
  const fields = (element.members ?? []).filter((member) => member.kind === 'field' && !member.attribute);
  const methods = (element.members ?? []).filter((member) => member.kind === 'method');
  return (
    <>
      <Title />
      <Markdown>{`\`<${tag}>\`: ${element.summary ?? ''}\n\n${element.description ?? ''}`}</Markdown>
      <Heading>Usage</Heading>
      <Source code={preparedMeta.parameters.usage as string} language="html" dark />
      <Primary />
      <Heading>Attributes</Heading>
      <Markdown>
        {table(
          ['Attribute', 'Property', 'Type', 'What it is'],
          (element.attributes ?? []).map((a) => [
            `\`${a.name}\``,
            `\`${a.fieldName}\``,
            a.type?.text ?? '',
            a.description ?? '',
          ]),
        )}
      </Markdown>
      <Heading>Properties without an attribute</Heading>
      <Markdown>
        {table(
          ['Property', 'Type', 'What it is'],
          fields.map((f) => [`\`${f.name}\``, f.type?.text ?? '', f.description ?? '']),
        )}
      </Markdown>
      <Heading>Methods</Heading>
      <Markdown>
        {table(
          ['Method', 'What it does'],
          methods.map((m) => [`\`${m.name}()\``, m.description ?? '']),
        )}
      </Markdown>
      <Heading>Events</Heading>
      <Markdown>
        {table(
          ['Event', 'Type', 'When, and its detail'],
          (element.events ?? []).map((e) => [`\`${e.name}\``, e.type?.text ?? '', e.description ?? '']),
        )}
      </Markdown>
      <Heading>Theme tokens</Heading>
      <Markdown>
        {table(
          ['Custom property', 'What it styles'],
          (element.cssProperties ?? []).map((p) => [`\`${p.name}\``, p.description ?? '']),
        )}
      </Markdown>
      <Stories title="Every state" includePrimary={false} />
    </>
  );
}
