import type { RackColourScale } from '@rigready/core';
import './rack-scale-switch.css';

/**
 * Switches a rack grid between its age scale (days since inspection) and the class scale (class at the
 * latest inspection), as two radio buttons.
 *
 * @example
 * <RackScaleSwitch ageScale="rack-dialog" scale={scale} onChange={setScale} />
 */
export function RackScaleSwitch({
  ageScale,
  scale,
  onChange,
}: {
  ageScale: Exclude<RackColourScale, 'class'>;
  scale: RackColourScale;
  onChange: (scale: RackColourScale) => void;
}) {
  const options: [RackColourScale, string][] = [
    [ageScale, 'Days since inspection'],
    ['class', 'Class'],
  ];
  return (
    <fieldset className="rr-rack-scale">
      <legend>Colour by</legend>
      {options.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name="rack-scale"
            value={value}
            checked={scale === value}
            onChange={() => onChange(value)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}
