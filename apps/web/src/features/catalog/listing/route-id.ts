/** The numeric id of a route like /product-list/{cat}/{id}; undefined when the URL holds no valid id. */
export function routeId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
