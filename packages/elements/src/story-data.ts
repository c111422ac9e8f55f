import type {
  BhaTool,
  InventoryTableRow,
  RackEntry,
  RackInfo,
  RackJoint,
} from './data/element-data.types.js';

/** The day every element story counts ages to. */
export const STORY_TODAY = '2026-11-26';

export const STORY_ROWS: InventoryTableRow[] = [
  {
    Item_No: '550DP.12',
    Site: 'Dusavik Base',
    Description: 'Drill pipe 5 1/2" 21.9# S-135 NC50',
    Rig_Ready: 40,
    Inspection: 6,
    Machining: 2,
    Total_Yard: 48,
    Total_Item: 52,
    action: 'Certificate',
    PDF: 'certificates/550DP12-2026.pdf',
    Date1: '2026-03-01',
  },
  {
    Item_No: '500DP.07',
    Site: 'Tananger',
    Description: 'Drill pipe 5" 19.5# G-105 NC50',
    Rig_Ready: 12,
    Inspection: 0,
    Machining: 9,
    Total_Yard: 21,
    Total_Item: 30,
    action: 'No Certificate',
  },
  {
    Item_No: '658HW.03',
    Site: 'Dusavik Base',
    Description: 'Heavy weight 6 5/8" NC50',
    Rig_Ready: 7,
    Inspection: 3,
    Machining: 0,
    Total_Yard: 10,
    Total_Item: 14,
    action: 'No Certificate',
  },
];

export const STORY_RACK: RackInfo = { Site: 'Dusavik Base', Rack_ID: 'R12', Maxrowcount: 10, Capacity: 30 };

const joint = (position: number, inspected: string | null, itemNo = '550DP.12'): RackJoint => ({
  Serial_Number: `DP-${1000 + position}`,
  Position: position,
  Rack_Position: 'R12',
  Item_No: itemNo,
  Date_Inspected: inspected,
  Description: itemNo === '550DP.12' ? 'Drill pipe 5 1/2" S-135' : 'Drill pipe 5" G-105',
  Order_No: 40211,
});

/** Joints at the rack-view colour boundaries on STORY_TODAY: 0 and 16 days green, 17 and 61 yellow, 62 red, none. */
export const STORY_JOINTS: RackJoint[] = [
  joint(1, '2026-11-26'),
  joint(2, '2026-11-10'),
  joint(3, '2026-11-09'),
  joint(6, '2026-09-26', '500DP.07'),
  joint(7, '2026-09-25', '500DP.07'),
  joint(9, null),
];

export const STORY_COLORMAP = {
  '550DP.12': { color: '#1565c0', iteminfo: '5 1/2" 21.9# S-135 NC50 R2' },
  '500DP.07': { color: '#6a1b9a', iteminfo: '5" 19.5# G-105 NC50 R2' },
};

export const STORY_RACKS: RackEntry[] = [
  { rackinfo: STORY_RACK, pipes: STORY_JOINTS, occupiedPositions: [4, 5], colormap: STORY_COLORMAP },
  {
    rackinfo: { Site: 'Dusavik Base', Rack_ID: 'A2', Maxrowcount: 8, Capacity: 16 },
    pipes: [{ ...joint(5, '2026-08-01', '500DP.07'), Serial_Number: 'DP-2105', Rack_Position: 'A2' }],
    occupiedPositions: [1],
  },
];

export const STORY_SLOTS: Record<string, BhaTool[]> = {
  '12C': [
    {
      Serial_No: 'JAR-77',
      Description: 'Hydraulic jar 6 1/2"',
      Equipment_Type: 'Jar',
      Connection_Box: 'NC46',
      Connection_Pin: 'NC46',
      Last_Inspection_Date: '2026-10-02',
    },
  ],
  '3A': [
    { Serial_No: 'MWD-12', Description: 'MWD collar 6 3/4"', Equipment_Type: 'MWD' },
    { Serial_No: 'STB-08', Description: 'Stabilizer 8 1/2"', Equipment_Type: 'Stabilizer' },
  ],
};

/** An API address where nothing answers (the discard port): the element's network error. */
export const UNREACHABLE_API = 'http://127.0.0.1:9/api';
export const STORY_AUTH = {
  token: 'story-token',
  username: 'Skarvheim Drilling AS',
  email: 'customer@rigready.test',
};
