// The merch module's public API: the only file other modules import. Owns MerchProduct, MerchVariant, OrderLogisticsEvent.
export {
  advanceMerchOrder,
  cancelMerchOrder,
  countProducts,
  findMyMerchOrder,
  listMyMerchOrders,
  listProducts,
  redeemPickupItem,
  returnHeldMerch,
  withdrawProductsOfEvent,
  secureMerch,
  startMerchFulfilment,
} from "./merch.service.ts";
export * from "./merch.errors.ts";
export { logisticsOfOrders, productNameOfVariant, productOfVariant, variantIdsOfOrganisation, variantsForExport } from "./lookup.ts";
