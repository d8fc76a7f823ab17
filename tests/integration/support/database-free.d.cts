/** Integration files that open no database (database-free.cjs). */
declare const databaseFree: string[];
export = databaseFree;
