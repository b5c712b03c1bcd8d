// PostgreSQL settings of the embedded database. PGlite keeps its shared buffers in its WebAssembly memory,
// resident once touched: its default of 128 MB held a standalone PGlite at about 300 MB, 16 MB at about 180
// MB, with reads of the sample shop no slower (its tables fit several times over).
export const PGLITE_SETTINGS = ['shared_buffers = 16MB'];
