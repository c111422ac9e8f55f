import { BhaSlotGrid } from '@rigready/ui';
import type { BhaTool } from '../data/element-data.types.js';
import type { PortalConnection } from '../data/portal-connection.types.js';
import { useElementData } from '../data/use-element-data.js';
import { DataStatus } from '../element/data-status.js';
import { ElementStatus } from '../element/element-status.js';
import { emit } from '../element/emit.js';
import { jointLink } from '../element/joint-link.js';
import type { Checked } from '../element/json-input.js';

type Slots = Record<string, BhaTool[]>;

/** What the view reads from its element and fires its events on. */
export interface BhaSlotsHost extends HTMLElement, PortalConnection {
  readonly rack: string | null;
  readonly toolHref: string | null;
}

/** Props of {@link BhaSlotsView}: the element and the slots it was handed, checked. */
export interface BhaSlotsViewProps {
  element: BhaSlotsHost;
  slots: Checked<Slots | undefined>;
}

/** The BHA slots element's view: the kit's BhaSlotGrid, from the host's slots or `/getInventoryBHA`. */
export function BhaSlotsView({ element, slots: given }: BhaSlotsViewProps) {
  const { rack, toolHref } = element;
  const data = useElementData<Slots | undefined>(
    element,
    () => given,
    async (api, auth, signal) => {
      const answer = await api.getInventoryBHA({ username: auth.username }, { signal });
      return rack ? answer.racks[rack] : undefined;
    },
    rack ?? '',
  );
  if (!rack) return <ElementStatus status="error" message={'rack: name the BHA rack, e.g. rack="B1"'} />;
  if (data.status !== 'ready') return <DataStatus data={data} what="the BHA rack" />;
  if (!data.data)
    return <ElementStatus status="empty" message={`None of your tools is in BHA rack ${rack}.`} />;
  return (
    <BhaSlotGrid
      rack={rack}
      slots={data.data}
      {...(toolHref ? { itemHref: (tool: BhaTool) => jointLink(toolHref, tool.Serial_No) } : {})}
      onOpenSlot={(slot) =>
        emit(element, 'rigready-slot-open', {
          rack,
          slot: slot.key,
          serials: slot.items.map((tool) => tool.Serial_No),
          tools: slot.items as BhaTool[],
        })
      }
    />
  );
}
