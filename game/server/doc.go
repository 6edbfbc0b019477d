// Package server is the publisher's server: the level of the day's
// leaderboard, which ranks only runs it has replayed itself, and the
// rewarded ads' server-side verification (ropeman/ads/ssv) with its grants
// kept in the same database.
//
// A run is posted as the recording the game makes of it (ropeman/game/replay,
// the input of every tick: at most a few kilobytes). The server replays it
// with the game's own world code (dayrun.Verify): the simulation is
// bit-identical on every CPU, so an honest recording ends on the tick and
// at the state hash it says, and anything else (a score typed in, inputs
// edited, another day's level, another version) does not. The ranks are by
// what the win paid, ties by the shorter run.
//
// This package is the HTTP side. Storage is one interface (store.Store,
// with the domain it keeps: package store) over two engines through
// database/sql (package sqlstore): SQLite in a file by default
// (modernc.org/sqlite, pure Go: no cgo to cross-compile), and PostgreSQL
// (pgx) when the DSN says postgres://, for several instances behind a
// load balancer. The schema is migrated on open, one versioned step at a
// time (sqlstore/migrations.go). The events are kept raw for the
// retention (Expire; partitioned by day on PostgreSQL) and added to daily
// rollups as they come (store/rollups.go), the dashboard's only input;
// package dashboard draws the page. Package memstore keeps the same
// Store in memory: the server's tests run on it beside both databases.
//
// Endpoints (errors are JSON {"error": "…"}):
//
//	POST /v1/runs                  {"player","name","day","run"}: 201 ranked, 200 kept before
//	GET  /v1/leaderboard?day=YYYY-MM-DD&limit=N[&player=ID]
//	GET  /v1/ghosts/{id}           a ranked run's recording
//	POST /v1/name                  {"player","name"}: rename
//	POST /v1/events                a device's events (events.Batch): 201 kept, 200 kept before
//	GET  /v1/tuning?player=ID      the signed override of his cohort, or 204
//	POST /v1/privacy/export        {"player","user"}: what the server holds of him
//	POST /v1/privacy/delete        {"player","user"}: all of it deleted
//	GET  /v1/ssv/admob, /v1/ssv/max, /v1/ssv/levelplay  the ad networks' reward callbacks
//	GET  /v1/ssv/confirm?nonce=…   the game's question: is this reward confirmed?
//	GET  /dashboard                the publisher's charts (a sign-in form first)
//	GET  /healthz
//
// And on the operator's handler (Ops): /healthz, /readyz, /metrics.
package server
