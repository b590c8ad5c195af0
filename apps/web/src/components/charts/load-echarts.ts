/** ECharts' init with every part registered, downloaded on first use as its own chunk. */
export type EChartsRuntime = typeof import('./echarts-runtime.ts');

export const loadECharts = (): Promise<EChartsRuntime> => import('./echarts-runtime.ts');
