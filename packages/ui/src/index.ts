export { BhaSlotGrid, type BhaSlotGridProps } from './bha-slot-grid/bha-slot-grid.js';
export type { BhaSlotItem } from './bha-slot-grid/bha-slot-grid.types.js';
export { ChartFrame, type ChartFrameProps, type ChartTable } from './charts/chart-frame/chart-frame.js';
export {
  ConditionBarChart,
  type ConditionBarChartProps,
  type ConditionKind,
} from './charts/condition-bar-chart/condition-bar-chart.js';
export {
  EquipmentStatisticsPanel,
  type EquipmentStatisticsPanelProps,
} from './charts/equipment-statistics-panel/equipment-statistics-panel.js';
export { HistogramChart, type HistogramChartProps } from './charts/histogram-chart/histogram-chart.js';
export { LeadTimeChart, type LeadTimeChartProps } from './charts/lead-time-chart/lead-time-chart.js';
export {
  LeadTimeDistribution,
  type LeadTimeDistributionProps,
} from './charts/lead-time-chart/lead-time-distribution.js';
export { PieChart, type PieChartProps } from './charts/pie-chart/pie-chart.js';
export { ResultBarChart, type ResultBarChartProps } from './charts/result-bar-chart/result-bar-chart.js';
export { statusColourVar } from './charts/status-colour-var.js';
export {
  TongSpaceChart,
  type TongSpaceChartProps,
} from './charts/tong-space-chart/tong-space-chart.js';
export {
  HardbandingChart,
  type HardbandingChartProps,
  type HardbandingChartRate,
} from './charts/treatment-bar-chart/hardbanding-chart.js';
export {
  MachiningChart,
  type MachiningChartProps,
  type MachiningChartRate,
} from './charts/treatment-bar-chart/machining-chart.js';
export {
  WearChart,
  type WearChartLimit,
  type WearChartProps,
  type WearChartSeries,
} from './charts/wear-chart/wear-chart.js';
export { Chip, type ChipProps } from './chip/chip.js';
export { ClassChip, type ClassChipProps } from './class-chip/class-chip.js';
export { DataTable } from './data-table/data-table.js';
export type {
  DataTableCellType,
  DataTableColumn,
  DataTableStatus,
  DataTableView,
} from './data-table/data-table.types.js';
export { cellDisplayText } from './data-table/data-table-cells.js';
export { toCoreColumns } from './data-table/data-table-columns.js';
export type { DataTableProps } from './data-table/data-table-props.js';
export { NOTHING_SELECTED_MESSAGE } from './data-table/data-table-selection.js';
export { NarrowWindowHint, type NarrowWindowHintProps } from './data-table/narrow-window-hint.js';
export type { ColumnWidths } from './data-table/use-column-widths.js';
export {
  type CertificateEntry,
  type CertificateFields,
  CertificateListDialog,
  type CertificateListDialogProps,
  certificatesOf,
} from './dialogs/certificate-list-dialog/certificate-list-dialog.js';
export {
  ChooseCustomerDialog,
  type ChooseCustomerDialogProps,
} from './dialogs/choose-customer-dialog/choose-customer-dialog.js';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/confirm-dialog/confirm-dialog.js';
export {
  DeliveryTicketPdfMenu,
  type DeliveryTicketPdfMenuProps,
} from './dialogs/delivery-ticket-pdf-menu/delivery-ticket-pdf-menu.js';
export {
  type DrillDownColumn,
  DrillDownListDialog,
  type DrillDownListDialogProps,
  type SelectionAction,
} from './dialogs/drill-down-list-dialog/drill-down-list-dialog.js';
export { ModalDialog, type ModalDialogProps } from './dialogs/modal-dialog/modal-dialog.js';
export { type AsyncAction, errorMessage, useAsyncAction } from './dialogs/modal-dialog/use-async-action.js';
export { PdfViewerDialog, type PdfViewerDialogProps } from './dialogs/pdf-viewer-dialog/pdf-viewer-dialog.js';
export {
  UnsavedSettingsDialog,
  type UnsavedSettingsDialogProps,
} from './dialogs/unsaved-settings-dialog/unsaved-settings-dialog.js';
export { AssetCards, type AssetCardsProps } from './feedback/asset-cards/asset-cards.js';
export { PRIORITY_CHIP_WIDTH, PriorityChip, type PriorityChipProps } from './feedback/chips/priority-chip.js';
export { ResultChip, type ResultChipProps } from './feedback/chips/result-chip.js';
export {
  TIMES_USED_CHIP_WIDTH,
  TimesUsedChip,
  type TimesUsedChipProps,
} from './feedback/chips/times-used-chip.js';
export {
  type FigureTile,
  FigureTiles,
  type FigureTilesProps,
} from './feedback/figure-tiles/figure-tiles.js';
export { HOME_TILE_PATHS, type HomeTilePath } from './feedback/home-tiles/home-tile-paths.js';
export { HomeTiles, type HomeTilesProps } from './feedback/home-tiles/home-tiles.js';
export {
  SNACKBAR_DURATION_MS,
  type SnackbarApi,
  type SnackbarOptions,
  SnackbarProvider,
  type SnackbarProviderProps,
  type SnackbarTone,
  useSnackbar,
} from './feedback/snackbar/snackbar.js';
export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
} from './forms/change-password-dialog/change-password-dialog.js';
export {
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxOption,
} from './forms/controls/checkbox-group.js';
export { FormActions, type FormActionsProps } from './forms/controls/form-actions.js';
export { FormAlert, type FormAlertProps } from './forms/controls/form-alert.js';
export { FormToolbar, type FormToolbarProps, type SubmitStatus } from './forms/controls/form-toolbar.js';
export { SelectField, type SelectFieldProps } from './forms/controls/select-field.js';
export { SwitchField, type SwitchFieldProps } from './forms/controls/switch-field.js';
export { TextField, type TextFieldProps } from './forms/controls/text-field.js';
export {
  CustomerForm,
  type CustomerFormInput,
  type CustomerFormProps,
} from './forms/customer-form/customer-form.js';
export {
  ForgotPasswordDialog,
  type ForgotPasswordDialogProps,
} from './forms/forgot-password-dialog/forgot-password-dialog.js';
export { SignInForm, type SignInFormProps } from './forms/sign-in-form/sign-in-form.js';
export {
  USER_FORM_HINTS,
  UserForm,
  type UserFormCustomer,
  type UserFormProps,
} from './forms/user-form/user-form.js';
export { JointCard, type JointCardProps } from './joint-card/joint-card.js';
export {
  PortalContainerProvider,
  type PortalContainerProviderProps,
} from './portal-container/portal-container.js';
export { QrCode, type QrCodeProps } from './qr-code/qr-code.js';
export { RackBrowser, type RackBrowserProps } from './rack-browser/rack-browser.js';
export { RackGrid, type RackGridProps } from './rack-grid/rack-grid.js';
export type { RackGridJoint, RackGridRack } from './rack-grid/rack-grid.types.js';
export { naturalRackOrder, type RackEntry, rackKey } from './rack-location-view/rack-entry.js';
export { RackLocationView, type RackLocationViewProps } from './rack-location-view/rack-location-view.js';
export { downloadUrl } from './save-blob/download-url.js';
export { saveBlob } from './save-blob/save-blob.js';
export { AppShell, type AppShellProps } from './shell/app-shell/app-shell.js';
export { Drawer, type DrawerProps } from './shell/drawer/drawer.js';
export { Footer, type FooterProps, type SocialLink } from './shell/footer/footer.js';
export { SocialIcon, type SocialIconProps, type SocialNetwork } from './shell/footer/social-icon.js';
export { AnchorLink, type LinkComponent, type ShellLinkProps } from './shell/link/shell-link.js';
export type { ChangePasswordSchemaSource } from './shell/navigation-bar/change-password-on-demand.js';
export { NavigationBar, type NavigationBarProps } from './shell/navigation-bar/navigation-bar.js';
export {
  NotificationBell,
  type NotificationBellItem,
  type NotificationBellProps,
} from './shell/notification-bell/notification-bell.js';
