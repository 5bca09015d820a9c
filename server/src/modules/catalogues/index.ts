// The catalogues module's public face: its plugin; what the public menu reads of a catalogue; what the image
// sweep asks; the images' reads and writes of the image fields (images.service).
export {
  type CatalogueContent,
  type CategoryRow,
  hasCatalogue,
  isDesignImageNamed,
  listNamedImageAddresses,
  type ProductRow,
  readCatalogueContent,
} from './catalogue-content.service.ts'
export { cataloguesModule } from './catalogues.plugin.ts'
export {
  getCategoryImage,
  getDesign,
  setCategoryImage,
  setDesignImage,
} from './catalogues.service.ts'
export { getProductImage, setProductImage } from './products.service.ts'
