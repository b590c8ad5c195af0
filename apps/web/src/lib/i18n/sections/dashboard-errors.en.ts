/** The server's dashboard messages (packages/shared dashboardMessages), quoted as it answers them. */
export const dashboardErrors = {
  dashboardNotFound: 'Dashboard not found',
  dashboardExists: 'Dashboard {{name}} already exists',
  dashboardChanged: 'This dashboard was changed elsewhere; reload to see the latest version',
  dashboardShareNotFound: 'Share link not found',
  dashboardForeignDevice: 'This device is not in the organisation',
  dashboardTooManyDevices: 'A widget of this type takes at most {{max}} devices',
  dashboardNotOnSurface: 'This widget type is not available here',
};
