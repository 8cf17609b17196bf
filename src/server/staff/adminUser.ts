/** The staff account of the old single admin password, which works under this name until an account of it exists. */
export const adminUser = "admin";
