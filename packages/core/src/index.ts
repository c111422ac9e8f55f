export type {
  BhaReportParams,
  DeleteCustomerBody,
  DeleteUserBody,
  DeliveryParams,
  EditCustomerBody,
  EditUserBody,
  EquipmentStatisticsParams,
  ItemLocationParams,
  ItemParams,
  ItemStatisticsParams,
  NewCustomerBody,
  NewUserBody,
  OrderParams,
  ReceivedParams,
  UsernameParams,
} from './api/calls/params.js';
export { type ApiClient, createApiClient } from './api/client.js';
export type { ApiAuth, ApiClientOptions, CallOptions, DocumentKind } from './api/client-options.js';
export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorDetails,
  DOCUMENT_NOT_FOUND_MESSAGE,
} from './api/errors.js';
export type { LoadingKind, LoadingListener } from './api/loading.js';
export { formatIssuePath } from './api/parse-answer.js';
export {
  type AllCustomersAnswer,
  type AllUsersAnswer,
  allCustomersAnswerSchema,
  allUsersAnswerSchema,
  type CreatedCustomerAnswer,
  type CreatedUserAnswer,
  type Customer,
  createdCustomerAnswerSchema,
  createdUserAnswerSchema,
  type OkAnswer,
  okAnswerSchema,
  type User,
} from './api/schemas/admin.js';
export {
  type BhaInventoryAnswer,
  type BhaInventoryRow,
  bhaInventoryAnswerSchema,
} from './api/schemas/bha-inventory.js';
export {
  type BhaInspectionAnswer,
  type BhaInspectionOldAnswer,
  type BhaReportRow,
  bhaInspectionAnswerSchema,
  bhaInspectionOldAnswerSchema,
  bhaReportTypeSchema,
  keystoneAnswerSchema,
  type SerialHistoryRow,
} from './api/schemas/bha-reports.js';
export type { ChartSeries, XySeries } from './api/schemas/charts.js';
export {
  type DeliveryTicket,
  type DeliveryTicketBha,
  deliveryTicketBhaSchema,
  deliveryTicketSchema,
  type PreInvoiceBha,
  type PreInvoiceTubular,
  preInvoiceBhaSchema,
  preInvoiceTubularSchema,
  type ReceivedRow,
  receivedRowSchema,
} from './api/schemas/delivery.js';
export { excelLinkAnswerSchema, pdfLinkAnswerSchema } from './api/schemas/documents.js';
export {
  type InventoryAnswer,
  type InventoryHeader,
  type InventoryRow,
  inventoryAnswerSchema,
} from './api/schemas/inventory.js';
export { type InventoryReportView, inventoryReportViewSchema } from './api/schemas/inventory-report-view.js';
export type { Known } from './api/schemas/known.js';
export {
  type BhaOrderRow,
  bhaOrderRowSchema,
  type DashboardRow,
  dashboardRowSchema,
  type OrderListItem,
  orderListItemSchema,
  type Priority,
  type ReturnedPipeRow,
  returnedPipeRowSchema,
  type TubularOrderRow,
  tubularOrderRowSchema,
} from './api/schemas/orders.js';
export {
  type PipeRow,
  type PipesAndRacksAnswer,
  pipeRowSchema,
  pipesAndRacksAnswerSchema,
  type RackAnswer,
  type RackColor,
  type RackInfo,
  type RackListingRow,
  rackAnswerSchema,
  rackInfoSchema,
} from './api/schemas/racks.js';
export {
  type CertificatesAnswer,
  type ChiksanRow,
  certificatesAnswerSchema,
  chiksanRowSchema,
  type NcrRow,
  ncrRowSchema,
  type TcpRow,
  tcpRowSchema,
} from './api/schemas/reports.js';
export {
  authStatusAnswerSchema,
  type CustomerFeatures,
  type UserFlags,
  type UserNameAnswer,
  userNameAnswerSchema,
} from './api/schemas/session.js';
export {
  type EquipmentStatistics,
  type EquipmentStatisticsAnswer,
  equipmentStatisticsAnswerSchema,
  type ItemStatisticsAnswer,
  type ItemsAndOrdersAnswer,
  itemStatisticsAnswerSchema,
  itemsAndOrdersAnswerSchema,
} from './api/schemas/statistics.js';
export { type InspectionTalliesAnswer, inspectionTalliesAnswerSchema } from './api/schemas/tallies.js';
export { type CsvChunkOptions, csvChunks, csvParts } from './export/csv-chunks.js';
export { csvStream } from './export/csv-stream.js';
export { CSV_MIME_TYPE, EXCEL_TALLY_CSV_NAME, INVENTORY_TALLY_CSV_NAME } from './export/download-names.js';
export {
  ASSIGNABLE_ROUTE_NAMES,
  ASSIGNABLE_ROUTES,
  type AssignableRouteName,
} from './forms/assignable-routes.js';
export {
  type ChangePasswordValues,
  changePasswordSchema,
  newPasswordSchema,
  portalChangePasswordSchema,
} from './forms/change-password-schema.js';
export {
  type CreateCustomerFormValues,
  createCustomerFormSchema,
  type EditCustomerFormValues,
  editCustomerFormSchema,
} from './forms/customer-form-schema.js';
export { type ForgotPasswordValues, forgotPasswordSchema } from './forms/forgot-password-schema.js';
export { ASVS_PASSWORD_MESSAGES, FORM_MESSAGES, PASSWORD_MIN_LENGTH } from './forms/messages.js';
export { addAsset, canAddAsset, isAddAssetDisabled } from './forms/new-asset.js';
export { type RouteChanges, routeChanges } from './forms/route-changes.js';
export { type SignInValues, signInSchema } from './forms/sign-in-schema.js';
export { type UserFormInput, type UserFormValues, userFormSchema } from './forms/user-form-schema.js';
export { type DrawerGroup, type DrawerLink, type DrawerMenu, drawerMenu } from './menu/drawer-menu.js';
export { isPipeTypeSwitchVisible } from './routes/data-path.js';
export { matchRoute } from './routes/match-route.js';
export { type GuardContext, guardNavigation, type NavigationDecision } from './routes/navigation-guard.js';
export { type PublicSlug, publicSlugProblem, publicSlugsOf } from './routes/public-slug.js';
export { type BlockReason, type RouteVerdict, routeVerdict } from './routes/route-access.js';
export { findRouteByName, ROUTE_TABLE, type RouteName, routeByName } from './routes/route-table.js';
export type { MenuGroupName, RouteAccess, RouteDefinition, RouteGate } from './routes/route-table.types.js';
export {
  INSPECTION_DUE_HORIZON_DAYS,
  type InspectionDueBounds,
  type InspectionDueStatus,
  inspectionDueBounds,
  inspectionDueStatus,
} from './rules/certificates/inspection-due.js';
export { type InspectionExpiry, inspectionExpiry } from './rules/certificates/inspection-expiry.js';
export {
  type InspectionReminderKind,
  type InspectionReminders,
  inspectionReminders,
} from './rules/certificates/inspection-reminders.js';
export { classColour } from './rules/colours/class-colour.js';
export { conditionCodeColour } from './rules/colours/condition-code-colour.js';
export {
  type InspectionDateColourVariant,
  inspectionDateColour,
} from './rules/colours/inspection-date-colour.js';
export {
  POSITION_AGE_THRESHOLDS,
  type PositionColourScale,
  positionColourByAge,
} from './rules/colours/position-age-colour.js';
export { RACK_COLOUR_SCALES, type RackColourScale } from './rules/colours/rack-colour-scale.js';
export { readableTextColor } from './rules/colours/readable-text-color.js';
export { serialResultColour } from './rules/colours/serial-result-colour.js';
export { DEFAULT_STATUS_PALETTE, type StatusColour } from './rules/colours/status-colour.js';
export { addWorkingDays } from './rules/dates/add-working-days.js';
export { daysBetween, monthsBetween } from './rules/dates/age.js';
export { calendarDay } from './rules/dates/calendar-day.js';
export type { DateInput } from './rules/dates/date-input.js';
export { fromEpochSeconds, toEpochSeconds } from './rules/dates/epoch-seconds.js';
export { type FormatDateOptions, formatDate } from './rules/dates/format-date.js';
export { formatDateTime } from './rules/dates/format-date-time.js';
export { inMonthSpan, type MonthSpan, monthSpan } from './rules/dates/month-span.js';
export { type ZonedClock, zonedClock } from './rules/dates/zoned-clock.js';
export { EQUIPMENT_TYPES, isStatisticsEquipmentType } from './rules/equipment/equipment-types.js';
export { equipmentCodeFromItemNo } from './rules/equipment/item-equipment-code.js';
export {
  BHA_ROWS,
  BHA_SLOTS_PER_ROW,
  type BhaGridChunk,
  type BhaGridSlot,
  type BhaRow,
  type BhaSlot,
  bhaSlotGrid,
} from './rules/inventory/bha-slot-grid.js';
export {
  CURRENT_LOCATION_COLUMNS,
  INVENTORY_COUNT_COLUMNS,
  INVENTORY_LOCATION_COLUMNS,
  INVENTORY_TOTALS,
  type InventoryCountColumn,
  type InventoryLocationColumn,
  type InventoryTotalColumn,
  inventoryTotals,
  isInventoryCountColumn,
  SERIAL_LOCATIONS,
  type SerialLocation,
} from './rules/inventory/inventory-locations.js';
export {
  LOCATION_LABELS,
  LOCATION_TOOLTIPS,
  locationLabel,
  locationTooltip,
} from './rules/inventory/location-labels.js';
export { type RackCell, type RackLayout, rackGridRows } from './rules/inventory/rack-grid.js';
export { compareRacks, type RackPlace } from './rules/inventory/rack-order.js';
export {
  IN_SERVICE_LOCATIONS,
  SHOP_STAGE_COLUMNS,
  type ShopStageColumn,
} from './rules/inventory/shop-stages.js';
export {
  assessJoint,
  type JointAssessment,
  type JointAssessmentOptions,
} from './rules/joint-class/assess-joint.js';
export {
  assertBodyThresholds,
  type BodyThresholds,
  DEFAULT_BODY_THRESHOLDS,
} from './rules/joint-class/body-thresholds.js';
export {
  assertClassLimits,
  type ClassLimits,
  type ClassLimitsRow,
} from './rules/joint-class/class-limits.js';
export {
  bandsText,
  type ClassBand,
  type ClassMarking,
  DEFAULT_CLASS_MARKING,
} from './rules/joint-class/class-marking.js';
export { classMarkingSchema } from './rules/joint-class/class-marking-schema.js';
export {
  type ClassFigures,
  classifyInspection,
  type InspectionClass,
  NOT_CLASSED_REASON,
} from './rules/joint-class/classify-inspection.js';
export { figureText } from './rules/joint-class/figure-text.js';
export { JOINT_CLASSES, type JointClass, lowerClass, meetsClass } from './rules/joint-class/joint-class.js';
export { inspectionsInOrder, type JointInspection } from './rules/joint-class/joint-inspection.js';
export { type ClassLimitsItem, matchClassLimits } from './rules/joint-class/match-class-limits.js';
export { type RecutDrops, type RecutFigure, recutDrops } from './rules/joint-class/recut-drops.js';
export {
  type EndRecutsLeft,
  type RecutBasis,
  type RecutSource,
  type RecutsLeft,
  recutsLeft,
} from './rules/joint-class/recuts-left.js';
export { NO_LIMITS_REASON } from './rules/joint-class/tool-joint-class.js';
export {
  PROJECTION_HORIZON_YEARS,
  type ProjectionBasis,
  type WallProjection,
  wallProjection,
} from './rules/joint-class/wall-projection.js';
export {
  DAYS_PER_YEAR,
  trendWallOn,
  type WallTrend,
  wallTrend,
} from './rules/joint-class/wall-trend.js';
export { type WearPoint, type WearSeries, wearSeries } from './rules/joint-class/wear-series.js';
export {
  LEAD_TIME_MAX_DAYS,
  type LeadTimeDuration,
  type LeadTimeOrder,
  leadTimeDurations,
} from './rules/lead-time/lead-time.js';
export { groupLeadTimes, type LeadTimeGroup } from './rules/lead-time/lead-time-groups.js';
export type { LeadTimeSummary } from './rules/lead-time/lead-time-summary.js';
export {
  type BinMeasureOptions,
  binMeasure,
  countInBins,
  type MeasureBin,
} from './rules/numbers/bin-measure.js';
export { formatCount } from './rules/numbers/format-count.js';
export { type HistoryOrder, itemHistoryOrders } from './rules/orders/item-history-orders.js';
export {
  matchesCompletionFilter,
  ORDER_STAGES,
  type OrderStage,
  type OrderView,
  ordersInView,
} from './rules/orders/order-completion.js';
export {
  ORDER_PROGRESS_STEPS,
  type OrderProgressLine,
  type OrderProgressStep,
  type OrderStepState,
  orderProgress,
} from './rules/orders/order-progress.js';
export {
  type LeadTimeBasis,
  leadTimeBases,
  type ReadyEstimate,
  type ReadyEstimateLine,
  readyEstimate,
} from './rules/orders/ready-estimate.js';
export { encodeQrCode, type QrCode, type QrCodeOptions, type QrMask } from './rules/qr/qr-code.js';
export type { QrVersion } from './rules/qr/qr-versions.js';
export {
  type ItemStatisticsOrderInput,
  type ItemStatisticsOrderRow,
  itemStatisticsOrderRows,
} from './rules/statistics/item-statistics-order-rows.js';
export {
  type DateRange,
  DEFAULT_STATISTICS_RANGE,
  type ItemOrder,
  type ItemStatisticsRequest,
  itemStatisticsRequest,
  STATISTICS_MESSAGES,
  selectableOrders,
} from './rules/statistics/item-statistics-orders.js';
export { changesFromPrevious, type MeasuredValues, type SerialChange } from './rules/tally/tally-changes.js';
export {
  type Distribution,
  ipcDistribution,
  resultCounts,
  WALL_BANDS,
  wallDistribution,
} from './rules/tally/tally-distributions.js';
export type { TallyOrderRow } from './rules/tally/tally-order-rows.js';
export {
  measurement,
  TALLY_MEASURED_FIELDS,
  type TallyMeasuredField,
  type TallyRow,
} from './rules/tally/tally-row.js';
export { summarizeTallies, type TallySummary } from './rules/tally/tally-summary.js';
export {
  type HardbandingCounts,
  type HardbandingRate,
  hardbandingRates,
} from './rules/treatments/hardbanding-rates.js';
export {
  type MachiningCounts,
  type MachiningRate,
  machiningRates,
} from './rules/treatments/machining-rates.js';
export {
  type HardbandingTotalRate,
  hardbandingTotalRate,
  type MachiningTotalRate,
  machiningTotalRate,
} from './rules/treatments/treatment-total-rates.js';
export { findColumn, type SortType, type TableColumn } from './search/column.js';
export { columnFacets, columnFacetsInSteps, type FacetCount, type FacetState } from './search/facets.js';
export { type ColumnFilters, filterRowIndexes, filterRowIndexesInSteps } from './search/filter.js';
export { filterValueKey } from './search/filter-value.js';
export { normalizeSearchText } from './search/normalize.js';
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type Page, type PageSize, paginate } from './search/paging.js';
export { createSearchIndex, type SearchIndex, type SearchIndexOptions } from './search/search-index.js';
export { defaultSorting, type Sorting, type SortingRule, sortRowIndexes } from './search/sort.js';
export {
  buildSortKeys,
  buildSortKeysInSteps,
  createNaturalCollator,
  lazyNaturalCollator,
  type SortKeys,
} from './search/sort-keys.js';
export {
  buildSortOrder,
  buildSortOrderInSteps,
  type SortOrder,
  sortByOrder,
  sortByOrderInSteps,
} from './search/sort-order.js';
export { runSteps, type Steps, sortInSteps } from './search/steps.js';
export { queryTable, type TableQuery, type TableQueryResult } from './search/table-query.js';
export {
  type HeaderSettingsEvent,
  NO_HEADER_SETTINGS,
  transitionHeaderSettings,
} from './session/header-settings.js';
export {
  type KeyValueStorage,
  readOrderCompletionFilter,
  writeOrderCompletionFilter,
} from './session/order-filter-storage.js';
export type {
  HeaderSettings,
  OrderCompletionFilter,
  PipeType,
  Session,
  SessionStatus,
  SessionUser,
  UserProfile,
  ViewedCustomer,
} from './session/session.types.js';
export type { SessionEvent } from './session/session-events.js';
export { createInitialSession, FLEET_INVENTORY } from './session/session-state.js';
export { createSessionStore, type SessionStore } from './session/session-store.js';
export {
  ORDER_COMPLETION_FILTERS,
  type SessionTransition,
  transitionSession,
} from './session/transition-session.js';
