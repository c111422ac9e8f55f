import { bandsText, type ClassMarking, DEFAULT_CLASS_MARKING, type JointClass } from '@rigready/core';
import { Popover } from 'radix-ui';
import { type CSSProperties, useId } from 'react';

/** Props of {@link ClassChip}. */
export interface ClassChipProps {
  /** The class (core's `classifyInspection` `overall`, `body` or `toolJoint`); null is "Not classed". */
  jointClass: JointClass | null;
  /** Why, in words: core's reasons, shown as a list. */
  reasons?: readonly string[];
  /**
   * Where the reasons show: a list under the chip (`'list'`, default, for a joint's page), in a popover the
   * chip opens (`'popover'`, for a table cell or a tight header), or not at all (`'none'`).
   */
  reasonsDisplay?: 'list' | 'popover' | 'none';
  /** The paint bands of each class: the provider's marking, the common one (`DEFAULT_CLASS_MARKING`) by default. */
  marking?: ClassMarking;
  /** What the class is of, e.g. "Body" or "Tool joint": said to screen readers before it ("Class" by default). */
  label?: string;
  /** Text for a null class. */
  notClassedText?: string;
  className?: string;
}

const DATA_CLASS: Record<JointClass, string> = { Premium: 'premium', 'Class 2': 'class-2', Reject: 'reject' };

/**
 * A joint's class as a chip: the class in words, its paint bands drawn beside it (two white for Premium,
 * one yellow for Class 2, one red for Reject, or the provider's marking) and said in words to screen
 * readers ("marked with two white bands"), and the reasons as a list, under the chip or in a popover the
 * chip opens. Nothing is told by colour alone. `data-class` is `premium`, `class-2`, `reject` or `none`.
 *
 * @example
 * <ClassChip jointClass="Class 2" reasons={['wall 79.9 % is under 80 % for Premium, at least 70 % for Class 2']} />
 * <ClassChip jointClass={result.class.overall} reasons={result.class.reasons} reasonsDisplay="popover" />
 */
export function ClassChip({
  jointClass,
  reasons = [],
  reasonsDisplay = 'list',
  marking = DEFAULT_CLASS_MARKING,
  label = 'Class',
  notClassedText = 'Not classed',
  className,
}: ClassChipProps) {
  const id = useId();
  const bands = jointClass === null ? [] : marking[jointClass];
  const name = jointClass ?? notClassedText;
  const shownReasons = reasonsDisplay === 'none' ? [] : reasons;
  const why = label === 'Class' ? `Why ${name}` : `Why ${label.toLowerCase()} ${name}`;
  // What a screen reader says, also as the chip's tooltip: the label and the bands in words are then there
  // for a sighted reader too, and the visually hidden words are not text cut off without a name.
  const spoken =
    bands.length > 0 ? `${label}: ${name}, marked with ${bandsText(bands)}` : `${label}: ${name}`;
  const face = (
    <>
      <span className="rr-class-chip__sr">{label}:</span>{' '}
      {bands.length > 0 ? (
        <span className="rr-class-chip__bands" aria-hidden="true">
          {bands.map((band, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: bands are positional and may repeat a colour.
              key={i}
              className="rr-class-chip__band"
              style={{ '--rr-class-band': band.colour } as CSSProperties}
            />
          ))}
        </span>
      ) : null}
      <span className="rr-class-chip__name">{name}</span>
      {bands.length > 0 ? <span className="rr-class-chip__sr">, marked with {bandsText(bands)}</span> : null}
    </>
  );
  const list = (
    <ul className="rr-class-chip__reasons" aria-label={why}>
      {shownReasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
  const root = {
    className: className ? `rr-class-chip ${className}` : 'rr-class-chip',
    'data-class': jointClass === null ? 'none' : DATA_CLASS[jointClass],
  };
  if (reasonsDisplay === 'popover' && shownReasons.length > 0) {
    return (
      <span {...root}>
        <Popover.Root>
          <Popover.Trigger className="rr-class-chip__chip rr-class-chip__trigger" title={spoken}>
            {face}
            <span className="rr-class-chip__open" aria-hidden="true">
              ▾
            </span>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              className="rr-class-chip__popover"
              sideOffset={6}
              collisionPadding={8}
              aria-labelledby={`${id}-title`}
            >
              <p id={`${id}-title`} className="rr-class-chip__popover-title">
                {why}
              </p>
              {list}
              <Popover.Arrow className="rr-class-chip__arrow" />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </span>
    );
  }
  return (
    <div {...root}>
      <span className="rr-class-chip__chip" title={spoken}>
        {face}
      </span>
      {shownReasons.length > 0 ? list : null}
    </div>
  );
}
