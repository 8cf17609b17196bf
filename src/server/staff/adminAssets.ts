/**
 * Where the build puts the staff pages' scripts and stylesheets (cli/buildAdmin.ts, cli/buildEditor.ts), under the
 * build output; the agents' chat page and the editor serve them from there. One constant that the build and the
 * server both import, so neither reaches into the other's routes for it.
 */
export const adminAssetsDir = "admin";
