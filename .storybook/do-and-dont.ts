/** What to do and what to avoid with one component, shown on its docs page. */
export interface Advice {
  readonly do: readonly string[];
  readonly dont: readonly string[];
}

const DIALOG_ASYNC =
  'Return a promise from the async handler: the buttons disable while it runs and a rejection is shown.';
const CHART_INPUT =
  "Pass core's computed figures (summarizeTallies, machiningRates, groupLeadTimes …) unchanged.";
const CHART_MATHS =
  'Compute percentages, bins or medians in the host: the chart would show different figures from the export.';

/** Do and don't per story title (the sidebar path of each component). */
export const DO_AND_DONT: Readonly<Record<string, Advice>> = {
  'Data/DataTable': {
    do: [
      'Keep `rows` and `columns` stable (module scope or useMemo): a new array rebuilds the search index.',
      "Give `csvFileName` to offer the spec's CSV export; give `label` so the grid and search box are named.",
      'Pass `status="loading"` or `"error"` while the answer is pending or failed.',
    ],
    dont: [
      "Filter or sort the rows yourself before passing them: the table's search and filters work on core's index.",
      'Re-create the columns on every render.',
    ],
  },
  'Racks/RackGrid': {
    do: [
      'Pass `now` (the time of the answer) so ages do not drift and stories stay deterministic.',
      "Pass `occupiedPositions` for other customers' joints: they are drawn as occupied and nothing more.",
    ],
    dont: [
      "Pass another customer's joints in `joints`: their serials would be shown.",
      'Colour positions yourself: pick `colourRule` (`rack-view` or `rack-dialog`, the colour scales of core) instead.',
    ],
  },
  'Racks/RackLocationView': {
    do: [
      'Give `defaultValue` to open the rack named by the `showrack` query.',
      'Pass `now` once for every tab.',
    ],
    dont: ['Nest it in another tab list: each rack is already a tab.'],
  },
  'Racks/RackBrowser': {
    do: ['Control the page (`page`/`onPageChange`) when the URL holds it; leave it uncontrolled otherwise.'],
    dont: ["Load every rack's joints up front for a large yard: fetch the shown rack on page change."],
  },
  'Racks/JointCard': {
    do: ["Pass `today` from core's `calendarDay`, as for the rack grid, so the card and the rack agree."],
    dont: ["Show a card for another customer's joint: the rack shows those positions as occupied only."],
  },
  'Racks/BhaSlotGrid': {
    do: ["Pass the BHA rack's slot map as the API gives it; empty slots are drawn for you."],
    dont: ['Drop empty slots from the data: the grid needs the full 54-slot layout.'],
  },
  'Charts/ConditionBarChart': { do: [CHART_INPUT, 'Set `kind` to `ipc` or `wall`.'], dont: [CHART_MATHS] },
  'Charts/EquipmentStatisticsPanel': {
    do: ['Pass the statistics payload of one equipment as the API answers it.'],
    dont: ['Mix payloads of different equipment in one panel.'],
  },
  'Charts/HistogramChart': { do: [CHART_INPUT, 'Name the bins with `binLabel`.'], dont: [CHART_MATHS] },
  'Charts/LeadTimeChart': { do: [CHART_INPUT], dont: [CHART_MATHS] },
  'Charts/PieChart': {
    do: [CHART_INPUT],
    dont: ['Use it for more than a handful of categories: use a bar chart.'],
  },
  'Charts/ResultBarChart': {
    do: [CHART_INPUT, 'Give a `title`: it names the SVG and its data table.'],
    dont: [CHART_MATHS],
  },
  'Charts/TongSpaceScatter': { do: [CHART_INPUT], dont: ['Pre-round the measures: the axis does it.'] },
  'Charts/TreatmentBarChart': {
    do: [CHART_INPUT, 'Theme the series with --rr-chart-total, --rr-chart-pin and --rr-chart-box.'],
    dont: ["Change the spec's series colours in the component: override the tokens."],
  },
  'Dialogs/CertificateListDialog': {
    do: ['Pass the row as it is: `certificatesOf` reads PDF..PDF5 and Date1..Date5.'],
    dont: ["Hide the button for 'No Certificate': it is shown disabled, as the spec asks."],
  },
  'Dialogs/ChooseCustomerDialog': {
    do: [DIALOG_ASYNC],
    dont: ['Preselect a customer: Confirm stays disabled until one is chosen.'],
  },
  'Dialogs/ConfirmDialog': {
    do: [DIALOG_ASYNC, 'Use `tone="danger"` for deletions.'],
    dont: ['Ask a question whose answer is not yes or no.'],
  },
  'Dialogs/DeliveryTicketPdfMenu': {
    do: ['Give only the handlers whose documents exist: each menu item appears with its handler.'],
    dont: ['Give a handler that does nothing to fill the menu.'],
  },
  'Dialogs/DrillDownListDialog': {
    do: [DIALOG_ASYNC, 'Keep it to the serials behind one count.'],
    dont: ['Use it for thousands of rows: use the DataTable.'],
  },
  'Dialogs/PdfViewerDialog': {
    do: ['Pass a Blob or a same-origin URL and a `fileName` for the download link.'],
    dont: ['Rely on the embedded viewer alone: some browsers only offer the download fallback.'],
  },
  'Dialogs/UnsavedSettingsDialog': {
    do: ["Open it from the DataTable's `onDirtyChange` when the user leaves the page."],
    dont: ['Let Escape discard the changes: it keeps the user on the page.'],
  },
  'Feedback/AssetCards': {
    do: ['Mark the chosen asset with the current value; Fleet Inventory comes first.'],
    dont: ['Show assets the user is excluded from.'],
  },
  'Feedback/Chip': {
    do: ['Give `color` only when the value has one; the text colour is chosen for contrast by core.'],
    dont: ["Set a text colour: core's readable-text rule picks black or white."],
  },
  'Feedback/Chips': {
    do: [
      'Use PriorityChip, TimesUsedChip and ResultChip for their columns: widths and colours follow the spec.',
    ],
    dont: ['Build the same chips from Chip by hand.'],
  },
  'Feedback/HomeTiles': {
    do: ["Pass the paths the user's route list allows."],
    dont: ['Add tiles the route guard would refuse.'],
  },
  'Feedback/Snackbar': {
    do: [
      'Wrap the app once in SnackbarProvider and call `useSnackbar()` where needed.',
      'Use `showError` for failures.',
    ],
    dont: ['Stack several providers: messages would overlap.'],
  },
  'Forms/ChangePasswordDialog': {
    do: ["Reject `onSave` with the host's message, e.g. 'Error: Check your old password again'."],
    dont: ["Validate the passwords again in the host: core's schema already does."],
  },
  'Forms/CustomerForm': {
    do: ['Pass the existing customer for Edit Customer; the Customer ID is then read-only.'],
    dont: ['Store features the data contract does not define.'],
  },
  'Forms/ForgotPasswordDialog': {
    do: ["Resolve whether or not the e-mail has an account: don't reveal which e-mails exist."],
    dont: ['Say that an e-mail is unknown.'],
  },
  'Forms/SignInForm': {
    do: ["Reject `onSubmit` with the message to show ('Oops.. ' plus the provider's message)."],
    dont: ['Keep the password after a failure: the form clears it.'],
  },
  'Forms/UserForm': {
    do: ['Pass the customers with their assets: choosing a customer resets the assets.'],
    dont: ['Allow an asset to be both included and excluded.'],
  },
  'Shell/AppShell': {
    do: [
      "Pass your router's Link as `LinkComponent` and the current path as `currentPath`.",
      "Build `menu` with core's `drawerMenu`.",
    ],
    dont: ['Render a second `<main>` inside it: it already provides one and the skip link targets it.'],
  },
  'Shell/Drawer': {
    do: ["Give core's `drawerMenu(session, path)` so the route guard and the menu agree."],
    dont: ['Hard-code menu entries.'],
  },
  'Shell/Footer': {
    do: ['Give each social link its network, so the icon link has a name.'],
    dont: ['Use icons without a network name.'],
  },
  'Shell/NavigationBar': {
    do: ['Let core decide when the BHA/Tubular switch shows (`isPipeTypeSwitchVisible`).'],
    dont: ['Show the switch on routes where the pipe type means nothing.'],
  },
};
