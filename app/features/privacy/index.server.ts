export {
  dataExportHandlers,
  EXPORT_KIND,
  EXPORT_SWEEP_JOB,
  exportSweepHandlers,
  markExportFailed,
} from './data-export.server'
