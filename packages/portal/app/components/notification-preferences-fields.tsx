/** One kind of event as the form lists it. */
interface KindOption {
  name: string;
  label: string;
  description: string;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The kinds and e-mail part of the notification settings, shared by a user's page and the admin defaults. */
export function NotificationPreferencesFields({
  kinds,
  chosen,
  email,
  digestHour,
  timeZone,
}: {
  kinds: readonly KindOption[];
  chosen: readonly string[];
  email: string;
  digestHour: number;
  timeZone: string;
}) {
  return (
    <>
      <fieldset>
        <legend>Tell me when</legend>
        {kinds.map((kind) => (
          <label key={kind.name}>
            <input
              type="checkbox"
              name="kind"
              value={kind.name}
              defaultChecked={chosen.includes(kind.name)}
            />
            <span>
              {kind.label}
              <br />
              <span className="rr-notification-settings__hint">{kind.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>E-mail</legend>
        <label>
          <input type="radio" name="email" value="none" defaultChecked={email === 'none'} />
          <span>No e-mail (the bell only)</span>
        </label>
        <label>
          <input type="radio" name="email" value="immediate" defaultChecked={email === 'immediate'} />
          <span>One e-mail for each, at once</span>
        </label>
        <label>
          <input type="radio" name="email" value="digest" defaultChecked={email === 'digest'} />
          <span>A daily digest</span>
        </label>
        <label>
          <span>Digest hour ({timeZone})</span>
          <select name="digestHour" defaultValue={String(digestHour)}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {String(hour).padStart(2, '0')}:00
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    </>
  );
}
