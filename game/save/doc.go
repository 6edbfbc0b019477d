// Package save keeps the player's progress: the level reached, the coins,
// and an anonymous id for ad reward verification. It never loses progress
// it could read, and never crashes on what it finds:
//
//   - A save is versioned and checksummed (format.go): a flipped bit or a
//     cut-off file is detected, not read as other numbers.
//   - On disk a save is written whole to a temporary file, synced, and
//     renamed over the old one, which becomes the backup (progress.json.bak):
//     a crash at any point leaves the old or the new save readable. Stale
//     temporary files are removed at start.
//   - A damaged save is kept aside (a bounded number of .bad copies) and
//     the backup is used; only when both are bad does play start over, and
//     a damaged backup is kept aside too. A backup that cannot be read, or
//     comes from a newer version, is left alone and nothing is written.
//   - The writer encodes its own copy of the progress: the game may go on
//     changing its progress the moment Save returns.
//   - Whatever Save accepts, Open reads back (the read limit holds the
//     largest progress Validate allows).
//   - A save that cannot be read (permissions, I/O errors) is never
//     overwritten: play goes on without saving, and the player is told. A
//     save from a newer version of the game is read as far as it is
//     understood and never downgraded.
//   - Writes happen on a background goroutine that coalesces them: the
//     game's tick never waits on a disk.
//   - In the browser the save lives in localStorage, every access guarded:
//     blocked or full storage becomes an error, never a crash.
//
// Every trouble the player should hear of comes as a *Problem, once per
// kind, with a line of text for the screen.
package save
