// The promotions module's public face: its plugin; what the public menu reads of a catalogue's promotions;
// what the image sweep asks.
export { promotionsModule } from './promotions.plugin.ts'
export {
  type CataloguePromotion,
  listPromotionImageAddresses,
  MAX_PROMOTIONS_PER_CATALOGUE,
  readCataloguePromotions,
} from './promotions.service.ts'
