export { BHA_REPORTS_ZIP_NAME, TUBULAR_REPORTS_ZIP_NAME } from './api/calls/bha-certificate-calls.js';
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
export { wireRackName } from './api/calls/racks-inventory-calls.js';
export { BHA_INSPECTION_RETRY } from './api/calls/report-calls.js';
export { type ApiClient, createApiClient } from './api/client.js';
export type { ApiAuth, ApiClientOptions, CallOptions, DocumentKind } from './api/client-options.js';
export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorDetails,
  DOCUMENT_NOT_FOUND_MESSAGE,
  isApiError,
} from './api/errors.js';
export type { LoadingKind, LoadingListener } from './api/loading.js';
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
  customerSchema,
  type OkAnswer,
  okAnswerSchema,
  type User,
  userSchema,
} from './api/schemas/admin.js';
export {
  type BhaInventoryAnswer,
  type BhaInventoryRow,
  bhaInventoryAnswerSchema,
  bhaInventoryRowSchema,
  bhaSlotSchema,
} from './api/schemas/bha-inventory.js';
export {
  type BhaInspectionAnswer,
  type BhaInspectionOldAnswer,
  type BhaReportRow,
  type BhaReportType,
  bhaInspectionAnswerSchema,
  bhaInspectionOldAnswerSchema,
  bhaReportRowSchema,
  bhaReportTypeSchema,
  type KeystoneAnswer,
  keystoneAnswerSchema,
  type SerialHistoryRow,
  serialHistoryRowSchema,
} from './api/schemas/bha-reports.js';
export { type ChartSeries, chartSeriesSchema, type XySeries, xySeriesSchema } from './api/schemas/charts.js';
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
export {
  type ExcelLinkAnswer,
  excelLinkAnswerSchema,
  type PdfLinkAnswer,
  pdfLinkAnswerSchema,
} from './api/schemas/documents.js';
export {
  type InventoryAnswer,
  type InventoryHeader,
  type InventoryRow,
  inventoryAnswerSchema,
  inventoryHeaderSchema,
  inventoryRowSchema,
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
  prioritySchema,
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
  rackColorSchema,
  rackInfoSchema,
  rackListingRowSchema,
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
  type AuthStatusAnswer,
  authStatusAnswerSchema,
  type CustomerFeatures,
  customerFeaturesAnswerSchema,
  type UserFlags,
  type UserNameAnswer,
  userFlagsSchema,
  userNameAnswerSchema,
} from './api/schemas/session.js';
export {
  type EquipmentStatistics,
  type EquipmentStatisticsAnswer,
  equipmentStatisticsAnswerSchema,
  equipmentStatisticsSchema,
  hardbandingDataSchema,
  type ItemStatisticsAnswer,
  type ItemStatisticsOrder,
  type ItemsAndOrdersAnswer,
  itemStatisticsAnswerSchema,
  itemStatisticsOrderSchema,
  itemsAndOrdersAnswerSchema,
  machiningCountsSchema,
  machiningDataSchema,
  minimumValuesSchema,
  statisticsEquipmentSchema,
  statisticsOrderDataSchema,
} from './api/schemas/statistics.js';
export {
  type InspectionTalliesAnswer,
  type ItemInfo,
  inspectionTalliesAnswerSchema,
  itemInfoSchema,
  type TallyRecord,
  tallyRecordSchema,
} from './api/schemas/tallies.js';
export { type CsvChunkOptions, csvChunks, csvParts } from './export/csv-chunks.js';
export { CSV_LINE_END, CSV_SEPARATOR_LINE, csvField, csvLine, csvRow } from './export/csv-format.js';
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
  CUSTOMER_FORM_READ_ONLY_ON_EDIT,
  type CustomerFeatures as CustomerFormFeatures,
  createCustomerFormSchema,
  customerFeaturesSchema,
  type EditCustomerFormValues,
  editCustomerFormSchema,
} from './forms/customer-form-schema.js';
export { type ForgotPasswordValues, forgotPasswordSchema } from './forms/forgot-password-schema.js';
export {
  ASVS_PASSWORD_MESSAGES,
  ASVS_PASSWORD_MIN_LENGTH,
  FORM_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from './forms/messages.js';
export { addAsset, canAddAsset, isAddAssetDisabled } from './forms/new-asset.js';
export { type RouteChanges, routeChanges } from './forms/route-changes.js';
export { type SignInValues, signInSchema } from './forms/sign-in-schema.js';
export { type UserFormInput, type UserFormValues, userFormSchema } from './forms/user-form-schema.js';
export { type DrawerGroup, type DrawerLink, type DrawerMenu, drawerMenu } from './menu/drawer-menu.js';
export { isPipeTypeSwitchVisible, routeDataPath } from './routes/data-path.js';
export { matchRoute, targetPathname } from './routes/match-route.js';
export { type GuardContext, guardNavigation, type NavigationDecision } from './routes/navigation-guard.js';
export {
  type PublicSlug,
  publicSlugProblem,
  publicSlugsOf,
  resolvePublicSlug,
} from './routes/public-slug.js';
export {
  type BlockReason,
  firstAllowedRoute,
  passesGate,
  type RouteVerdict,
  routeVerdict,
} from './routes/route-access.js';
export { findRouteByName, ROUTE_TABLE, type RouteName, routeByName } from './routes/route-table.js';
export type { MenuGroupName, RouteAccess, RouteDefinition, RouteGate } from './routes/route-table.types.js';
export { certificatePdfBytes } from './rules/certificates/certificate-text.js';
export {
  INSPECTION_VALIDITY_MONTHS,
  type InspectionExpiry,
  inspectionExpiry,
} from './rules/certificates/inspection-expiry.js';
export { conditionCodeColour, conditionGrade } from './rules/colours/condition-code-colour.js';
export {
  type InspectionDateColourVariant,
  inspectionDateColour,
} from './rules/colours/inspection-date-colour.js';
export {
  POSITION_AGE_THRESHOLDS,
  type PositionColourScale,
  positionColourByAge,
} from './rules/colours/position-age-colour.js';
export { readableTextColor } from './rules/colours/readable-text-color.js';
export { serialResultColour } from './rules/colours/serial-result-colour.js';
export { DEFAULT_STATUS_PALETTE, type StatusColour } from './rules/colours/status-colour.js';
export { daysBetween, MONTH_MS, MS_PER_DAY, monthsBetween } from './rules/dates/age.js';
export { calendarDay } from './rules/dates/calendar-day.js';
export type { DateInput } from './rules/dates/date-input.js';
export { fromEpochSeconds, toEpochSeconds } from './rules/dates/epoch-seconds.js';
export { type FormatDateOptions, formatDate } from './rules/dates/format-date.js';
export { workingDaysBetween } from './rules/dates/working-days.js';
export {
  EQUIPMENT_ABBREVIATIONS,
  EQUIPMENT_TYPES,
  type EquipmentType,
  equipmentAbbreviation,
  isStatisticsEquipmentType,
  STATISTICS_EQUIPMENT_TYPES,
} from './rules/equipment/equipment-types.js';
export { equipmentCodeFromItemNo } from './rules/equipment/item-equipment-code.js';
export {
  BHA_CHUNK_SIZE,
  BHA_ROWS,
  BHA_SLOTS_PER_ROW,
  type BhaGridChunk,
  type BhaGridSlot,
  type BhaRow,
  type BhaSlot,
  bhaSlotGrid,
  formatBhaSlotKey,
  parseBhaSlotKey,
} from './rules/inventory/bha-slot-grid.js';
export {
  CURRENT_LOCATION_COLUMNS,
  INVENTORY_LOCATION_COLUMNS,
  INVENTORY_TOTALS,
  type InventoryLocationColumn,
  type InventoryTotalColumn,
  inventoryTotals,
} from './rules/inventory/inventory-locations.js';
export {
  LOCATION_LABELS,
  LOCATION_TOOLTIPS,
  locationLabel,
  locationTooltip,
} from './rules/inventory/location-labels.js';
export { type RackCell, type RackLayout, rackGridRows } from './rules/inventory/rack-grid.js';
export {
  LEAD_TIME_MAX_DAYS,
  LEAD_TIME_MIN_QUANTITY,
  LEAD_TIME_SCOPES,
  type LeadTimeDuration,
  type LeadTimeOrder,
  leadTimeDurations,
} from './rules/lead-time/lead-time.js';
export { groupLeadTimes, type LeadTimeGroup } from './rules/lead-time/lead-time-groups.js';
export { type LeadTimeSummary, leadTimeSummary } from './rules/lead-time/lead-time-summary.js';
export {
  type BinMeasureOptions,
  binMeasure,
  countInBins,
  type MeasureBin,
} from './rules/numbers/bin-measure.js';
export { formatCount } from './rules/numbers/format-count.js';
export { percentageOf } from './rules/numbers/percentage.js';
export {
  type HistoryOrder,
  isItemHistoryOrder,
  itemHistoryOrders,
} from './rules/orders/item-history-orders.js';
export {
  isInOrderView,
  matchesCompletionFilter,
  ORDER_STAGE_FLAGS,
  ORDER_STAGES,
  type OrderStage,
  type OrderView,
  ordersInView,
} from './rules/orders/order-completion.js';
export {
  encodeQrCode,
  type QrCode,
  type QrCodeOptions,
  type QrMask,
  qrFormatBitsM,
  qrVersionBits,
} from './rules/qr/qr-code.js';
export { qrPenalty } from './rules/qr/qr-penalty.js';
export { type QrVersion, qrByteCapacityM } from './rules/qr/qr-versions.js';
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
export { minimumValues } from './rules/tally/tally-minimums.js';
export { type TallyOrderRow, tallyOrderRows } from './rules/tally/tally-order-rows.js';
export {
  measurement,
  TALLY_MEASURED_FIELDS,
  type TallyMeasuredField,
  type TallyRow,
} from './rules/tally/tally-row.js';
export { summarizeTallies, type TallySummary } from './rules/tally/tally-summary.js';
export { hardbandingCounts, machiningCounts } from './rules/tally/tally-treatment-counts.js';
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
export { assertUniqueColumnIds, findColumn, type SortType, type TableColumn } from './search/column.js';
export { columnFacets, columnFacetsInSteps, type FacetCount, type FacetState } from './search/facets.js';
export { type ColumnFilters, filterRowIndexes, filterRowIndexesInSteps } from './search/filter.js';
export { filterValueKey } from './search/filter-value.js';
export { normalizeSearchText } from './search/normalize.js';
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type Page, type PageSize, paginate } from './search/paging.js';
export { createSearchIndex, type SearchIndex, type SearchIndexOptions } from './search/search-index.js';
export { defaultSorting, type Sorting, type SortingRule, sortRowIndexes, sortRows } from './search/sort.js';
export {
  buildSortKeys,
  buildSortKeysInSteps,
  createNaturalCollator,
  lazyNaturalCollator,
  SORT_KIND,
  type SortKeys,
  sortValue,
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
  ORDER_COMPLETION_FILTER_KEY,
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
export { actingCustomer, createInitialSession, FLEET_INVENTORY, isGuest } from './session/session-state.js';
export { createSessionStore, type SessionStore } from './session/session-store.js';
export {
  ORDER_COMPLETION_FILTERS,
  type SessionTransition,
  transitionSession,
} from './session/transition-session.js';
