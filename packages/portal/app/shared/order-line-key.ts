/**
 * The key of one row of the order screens: order and item for a tubular order line, the order number for
 * a BHA order (which has no item).
 *
 * @example
 * orderLineKey({ Order_No: '41038', Item_No: '500DP.01' }); // '41038|500DP.01'
 * orderLineKey({ Order_No: '60079' }); // '60079'
 */
export function orderLineKey(row: { Order_No: string; Item_No?: string | null }): string {
  return row.Item_No ? `${row.Order_No}|${row.Item_No}` : row.Order_No;
}
