import {
  type EquipmentStatistics,
  groupLeadTimes,
  hardbandingRates,
  type LeadTimeOrder,
  leadTimeDurations,
  machiningTotalRate,
  summarizeTallies,
  type TallyRow,
} from '@rigready/core';

const MACHINING = ['OK', 'OK', 'OK', 'OK', 'OK', 'OK', 'SUM', 'OK', 'SRF', 'OK', 'FR', 'OK', 'RF', 'OK'];
const HARDBANDING = ['OK', 'OK', 'SUM_HB', 'OK', 'OK', 'REJ', 'OK', 'SUM_HB', 'OK'];
const IPC = [1, 1, 'A', 1, 2, 1, 'B', 1, 3, 1, 2, 1, 1, 'D', 1, 1, 2, 1, 5, 1];

/** 60 joints of drill pipe 550DP.12 inspected in two orders, deterministic. */
export const FIXTURE_TALLIES: TallyRow[] = Array.from({ length: 60 }, (_, i) => ({
  Order_No: i < 36 ? 40211 : 40388,
  Item_No: '550DP.12',
  Serial_Number: `DP-${String(4000 + i).padStart(5, '0')}`,
  Inspection_Date: i < 36 ? '2024-03-01' : '2024-05-14',
  IPC: IPC[i % IPC.length] ?? 1,
  Wall: 78 + ((i * 7) % 23),
  TS_Pin: 6 + ((i * 3) % 9) / 4,
  TS_Box: 7 + ((i * 5) % 9) / 4,
  OD_Box: 6.5 + ((i * 2) % 5) / 8,
  TU_Tube: i % 11 === 0 ? 'Reject' : i % 13 === 0 ? 'Limited' : 'OK',
  TJ_Tooljoint: i % 9 === 0 ? 'Reject' : 'OK',
  Machining_Pin: MACHINING[i % MACHINING.length] ?? 'OK',
  Machining_Box: MACHINING[(i + 5) % MACHINING.length] ?? 'OK',
  Hardbanding_Box: HARDBANDING[i % HARDBANDING.length] ?? 'OK',
  Pipe_Status: i % 17 === 0 ? 'Scrap' : i % 7 === 0 ? 'Limited Service' : 'Rig Ready',
}));

/** Core's summary of {@link FIXTURE_TALLIES}: the figures every statistics chart story draws. */
export const FIXTURE_SUMMARY = summarizeTallies(FIXTURE_TALLIES);

/** Core's machining rates of both connections together, shown as the Total bar. */
export const FIXTURE_MACHINING_TOTAL = machiningTotalRate(FIXTURE_SUMMARY.Machining_Data);

/** Core's hardbanding rates of the fixture's boxes. */
export const FIXTURE_HARDBANDING = hardbandingRates(FIXTURE_SUMMARY.Hardbanding);

/** A pipe-status series as the item statistics answer sends it. */
export const FIXTURE_PIPE_STATUS = {
  labels: ['Rig Ready', 'Limited Service', 'Scrap', 'Machining'],
  data: [46, 8, 4, 2],
};

/** Histograms as the statistics payload sends them (bins and counts). */
export const FIXTURE_WALL_HISTOGRAM = {
  x: [80, 82.5, 85, 87.5, 90, 92.5, 95, 97.5],
  y: [1, 2, 4, 6, 11, 15, 13, 8],
};
export const FIXTURE_OD_HISTOGRAM = { x: [6.5, 6.625, 6.75, 6.875, 7], y: [3, 9, 21, 18, 9] };
export const FIXTURE_TONGSPACE = {
  Pin: { x: [6, 6.25, 6.5, 6.75, 7, 7.25, 7.5], y: [2, 5, 9, 14, 12, 6, 2] },
  Box: { x: [7, 7.25, 7.5, 7.75, 8, 8.25, 8.5, 8.75], y: [1, 3, 8, 13, 15, 10, 6, 4] },
};

/** A statistics payload for one equipment panel, figures from core's summary. */
export const FIXTURE_EQUIPMENT_STATISTICS: EquipmentStatistics = {
  itemData: [
    { Item_No: '550DP.12', Tube_OD: '5 1/2"', Grade: 'S-135', Range: 2, Weight: 21.9, Connection: 'NC50' },
  ],
  IPC: FIXTURE_SUMMARY.IPC,
  TU_Tube: FIXTURE_SUMMARY.TU_Tube,
  TJ_Tooljoint: FIXTURE_SUMMARY.TJ_Tooljoint,
  tongspace: FIXTURE_TONGSPACE,
  od: { Box: FIXTURE_OD_HISTOGRAM },
  wall: FIXTURE_WALL_HISTOGRAM,
  minimum_values: FIXTURE_SUMMARY.minimum_values,
  quantity_inspected: FIXTURE_SUMMARY.quantity_inspected,
  Hardbanding: FIXTURE_SUMMARY.Hardbanding,
  Machining_Data: FIXTURE_SUMMARY.Machining_Data,
  hb_rates: FIXTURE_SUMMARY.hb_rates ? [FIXTURE_SUMMARY.hb_rates] : [],
  machining_rates: FIXTURE_SUMMARY.machining_rates,
  listOfOrderData: FIXTURE_SUMMARY.listOfOrderData,
};

/** The same panel with nothing inspected. */
export const EMPTY_EQUIPMENT_STATISTICS: EquipmentStatistics = {
  ...FIXTURE_EQUIPMENT_STATISTICS,
  IPC: { labels: ['1', '2', '3', '4', '5'], data: [0, 0, 0, 0, 0] },
  TU_Tube: { labels: [], data: [] },
  TJ_Tooljoint: { labels: [], data: [] },
  tongspace: { Pin: { x: [], y: [] }, Box: { x: [], y: [] } },
  od: { Box: { x: [], y: [] } },
  wall: { x: [], y: [] },
  minimum_values: { TS_Pin: null, TS_Box: null, OD_Box: null, Wall: null },
  quantity_inspected: 0,
  Hardbanding: null,
  Machining_Data: {
    Pin: { SUM: 0, OK: 0, SRF: 0, FR: 0, RF: 0 },
    Box: { SUM: 0, OK: 0, SRF: 0, FR: 0, RF: 0 },
  },
  hb_rates: [],
  machining_rates: [],
  listOfOrderData: [],
};

const SCOPES = ['Rig Return', 'Inspection', 'Rig Return', 'Machining'];

/** Tubular order lines over three years, some outside lead time (small quantity, machining, over 50 days). */
export const FIXTURE_ORDERS: LeadTimeOrder[] = Array.from({ length: 48 }, (_, i) => {
  const year = 2022 + (i % 3);
  const month = String((i % 12) + 1).padStart(2, '0');
  const returned = `${year}-${month}-0${(i % 8) + 1}`;
  const completedDay = 1 + ((i * 5) % 27);
  const completedMonth = String(Math.min((i % 12) + 2 + (i % 5 === 0 ? 2 : 0), 12)).padStart(2, '0');
  return {
    Order_No: 40000 + i,
    Item_No: '550DP.12',
    Scope_Of_Work: SCOPES[i % SCOPES.length] ?? 'Rig Return',
    QTY_Recived: i % 10 === 0 ? 6 : 20 + i,
    Return_Date: returned,
    Job_Completed_Date: `${year}-${completedMonth}-${String(completedDay).padStart(2, '0')}`,
  };
});

/** Core's lead times of {@link FIXTURE_ORDERS}. */
export const FIXTURE_DURATIONS = leadTimeDurations(FIXTURE_ORDERS);
export const FIXTURE_LEAD_TIME_BY_YEAR = groupLeadTimes(FIXTURE_DURATIONS, 'year');
export const FIXTURE_LEAD_TIME_BY_SCOPE = groupLeadTimes(FIXTURE_DURATIONS, 'scope');
