import { FLEET_INVENTORY } from '@rigready/core';
import { FigureTiles, HomeTiles } from '@rigready/ui';
import { Form, Link, useSubmit } from 'react-router';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { identityAssetChoices } from '../../server/access/session-preferences.server.js';
import { homeFigures } from '../../server/pages/home-page.server.js';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Home · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const { user, customer, coreSession } = identity;
  const choices = identityAssetChoices(identity);
  return {
    heading: customer?.customer ?? user.name ?? user.email,
    email: user.email,
    viewingAs: user.isAdmin ? (customer?.customer ?? null) : null,
    assetOptions:
      choices.assets.length > 0 ? [...(choices.fleet ? [FLEET_INVENTORY] : []), ...choices.assets] : [],
    currentAsset: coreSession.currentAsset ?? FLEET_INVENTORY,
    pipeType: coreSession.pipeType,
    figures: await homeFigures(identity),
  };
}

// A real form to /asset: without JavaScript its button submits it, with JavaScript choosing submits it.
function AssetDropDown({ options, current }: { options: readonly string[]; current: string }) {
  const submit = useSubmit();
  return (
    <Form method="post" action="/asset" className="rr-home__asset">
      <label className="rr-field__label" htmlFor="home-asset">
        Asset
      </label>
      <select
        id="home-asset"
        name="asset"
        className="rr-field__input"
        defaultValue={current}
        key={current}
        onChange={(event) => {
          const { form } = event.currentTarget;
          if (form) void submit(form);
        }}
      >
        {options.map((asset) => (
          <option key={asset}>{asset}</option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rr-button">
          Choose
        </button>
      </noscript>
    </Form>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="rr-page rr-home">
      <div className="rr-home__header">
        <h1>{loaderData.heading}</h1>
        {loaderData.assetOptions.length > 0 ? (
          <AssetDropDown options={loaderData.assetOptions} current={loaderData.currentAsset} />
        ) : null}
      </div>
      <p className="rr-home__scope">
        {loaderData.currentAsset} · {loaderData.pipeType === 'BHA' ? 'BHA tools' : 'Tubular'}
      </p>
      <div className="rr-home__figures">
        {loaderData.figures.map((group) => (
          <FigureTiles
            key={group.title}
            title={group.title}
            figures={group.figures}
            emptyMessage="Nothing here yet"
            LinkComponent={Link}
          />
        ))}
      </div>
      <h2 className="rr-home__screens">Screens</h2>
      <HomeTiles LinkComponent={Link} />
    </div>
  );
}
