import { useOutletContext } from 'react-router';
import type { FieldDevice } from './use-field-device.js';

/** What the field frame hands its screens: the device state and the provider's time zone. */
export interface FieldScreen extends FieldDevice {
  timeZone: string;
}

/**
 * The field frame's device state, in one of its screens.
 *
 * @example
 * const { index, online } = useFieldScreen();
 */
export function useFieldScreen(): FieldScreen {
  return useOutletContext<FieldScreen>();
}
