// The brand and category forms hold the names as typed, in the shop's three languages; a translation left
// empty is sent as empty and kept as none (the storefront then shows the English name).

export type NameFormValues = { name: string; nameAr: string; nameZh: string };

export function nameFormValues(
  record: { name: string; nameAr: string | null; nameZh: string | null } | undefined,
): NameFormValues {
  return { name: record?.name ?? '', nameAr: record?.nameAr ?? '', nameZh: record?.nameZh ?? '' };
}
