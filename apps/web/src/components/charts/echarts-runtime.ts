import { chartModules } from '@pinpoint/charts/modules.ts';
import { use } from 'echarts/core';

// ECharts with the one list of parts the server also registers. Imported only through
// load-echarts.ts, so it is a chunk of its own that only screens drawing charts download.
use(chartModules);

export { init } from 'echarts/core';
