export { dataExportHandlers, EXPORT_KIND, markExportFailed, startExportSweep } from './data-export.server'
