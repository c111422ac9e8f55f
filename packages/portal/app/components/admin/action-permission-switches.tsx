import { SwitchField } from '@rigready/ui';

/** Props of {@link ActionPermissionSwitches}. */
export interface ActionPermissionSwitchesProps {
  mayRequest: boolean;
  mayApprove: boolean;
  onMayRequestChange: (next: boolean) => void;
  onMayApproveChange: (next: boolean) => void;
}

/**
 * Whether a customer's user may request work and may approve, as the provider's admin and the customer's
 * administrator both set it (the user's dialog, an invitation, a Team member).
 *
 * @example
 * <ActionPermissionSwitches mayRequest={mayRequest} mayApprove={mayApprove}
 *   onMayRequestChange={setMayRequest} onMayApproveChange={setMayApprove} />
 */
export function ActionPermissionSwitches({
  mayRequest,
  mayApprove,
  onMayRequestChange,
  onMayApproveChange,
}: ActionPermissionSwitchesProps) {
  return (
    <>
      <SwitchField
        label="May request work on joints and tools"
        checked={mayRequest}
        onCheckedChange={onMayRequestChange}
      />
      <SwitchField
        label="May approve quotes, reports and NCR dispositions"
        checked={mayApprove}
        onCheckedChange={onMayApproveChange}
      />
    </>
  );
}
