import type { NotificationEmail, NotificationKindName } from '../db/schema.server.js';

/** One kind of event as the settings screen offers it. */
export interface NotificationKind {
  name: NotificationKindName;
  label: string;
  /** What sets it off, for the settings screen. */
  description: string;
}

/**
 * Every kind of event, in the order the settings screen lists them.
 *
 * @example
 * NOTIFICATION_KINDS.map((kind) => kind.name); // ['order-completed', 'delivery-issued', ...]
 */
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  {
    name: 'order-completed',
    label: 'Order completed',
    description: 'Every item of an order is marked completed',
  },
  { name: 'delivery-issued', label: 'Delivery ticket issued', description: 'Goods leave for you' },
  { name: 'goods-received', label: 'Goods received', description: 'Your goods arrive at the base' },
  { name: 'ncr-opened', label: 'NCR opened', description: 'A non-conformance report is opened' },
  { name: 'ncr-closed', label: 'NCR closed', description: 'A non-conformance report is closed' },
  {
    name: 'inspection-report',
    label: 'New inspection report',
    description: 'A tally, BHA or chiksan inspection report is published',
  },
  {
    name: 'inspection-due',
    label: 'Inspection coming due',
    description: 'Joints and tools whose inspection expires in 30 and in 7 days',
  },
  {
    name: 'inspection-overdue',
    label: 'Inspection overdue',
    description: 'Joints and tools whose inspection expired yesterday',
  },
  {
    name: 'joint-downgraded',
    label: 'Joint downgraded',
    description: "An inspection lowers a joint's class (Premium to Class 2, or to Reject)",
  },
  {
    name: 'request-acknowledged',
    label: 'Request acknowledged',
    description: 'The provider takes up a request of yours',
  },
  {
    name: 'request-declined',
    label: 'Request declined',
    description: 'The provider declines a request, with the reason',
  },
  { name: 'request-done', label: 'Request done', description: 'The work a request asked for is done' },
  {
    name: 'quote-posted',
    label: 'Quote posted',
    description: 'A quote on a request awaits approval (told to the users who may approve)',
  },
  {
    name: 'approval-asked',
    label: 'Approval asked',
    description: 'A report or pre-invoice awaits approval (told to the users who may approve)',
  },
];

const NAMES = new Set<string>(NOTIFICATION_KINDS.map((kind) => kind.name));

/**
 * Whether a text names a kind of event.
 *
 * @example
 * isNotificationKind('ncr-opened'); // true
 */
export function isNotificationKind(name: string): name is NotificationKindName {
  return NAMES.has(name);
}

const EMAILS = new Set<string>(['none', 'immediate', 'digest']);

/**
 * Whether a text names a way of mailing notifications.
 *
 * @example
 * isNotificationEmail('digest'); // true
 */
export function isNotificationEmail(value: string): value is NotificationEmail {
  return EMAILS.has(value);
}
