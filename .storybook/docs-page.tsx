import {
  ArgTypes,
  Heading,
  Markdown,
  Primary,
  Source,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { DO_AND_DONT } from './do-and-dont';

function DoAndDont({ title }: { title: string }) {
  const advice = DO_AND_DONT[title];
  if (!advice) return null;
  return (
    <>
      <Heading>Do and don't</Heading>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: 16 }}>
        <div style={{ borderTop: '4px solid #2e7d32', paddingTop: 8 }}>
          <strong>Do</strong>
          <Markdown>{advice.do.map((line) => `- ${line}`).join('\n')}</Markdown>
        </div>
        <div style={{ borderTop: '4px solid #c62828', paddingTop: 8 }}>
          <strong>Don't</strong>
          <Markdown>{advice.dont.map((line) => `- ${line}`).join('\n')}</Markdown>
        </div>
      </div>
    </>
  );
}

/** The component's TSDoc split into its prose, its `@example` code and its other tags. */
function splitTsDoc(description: string) {
  const [summary = '', ...blocks] = description.split(/\n(?=@\w+)/);
  const tag = (name: string) =>
    blocks
      .filter((block) => block.startsWith(`@${name}`))
      .map((block) => block.slice(name.length + 1).trim())
      .join('\n\n');
  return { summary: summary.trim(), example: tag('example'), throws: tag('throws') };
}

function docgenDescription(component: unknown): string {
  const info = (component as { __docgenInfo?: { description?: string } } | undefined)?.__docgenInfo;
  return info?.description ?? '';
}

/**
 * Every component's docs page: its TSDoc (react-docgen), the first story with its code as the usage
 * example (its TSDoc `@example`), the props table from the TSDoc of its props, do and don't, and every state.
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const { summary, example, throws } = splitTsDoc(docgenDescription(preparedMeta.component));
  return (
    <>
      <Title />
      <Subtitle />
      <Markdown>{summary}</Markdown>
      {throws && <Markdown>{`**Throws** ${throws}`}</Markdown>}
      <Heading>Usage</Heading>
      {example && <Source code={example} language="tsx" dark />}
      <Primary />
      <Heading>Props</Heading>
      <ArgTypes />
      <DoAndDont title={preparedMeta.title} />
      <Stories title="Every state" includePrimary={false} />
    </>
  );
}
