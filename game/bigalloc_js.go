package game

// bigMallocs is the desktop's count of big allocations; the browser's
// build leaves runtime/metrics out (40 KB of the download) and prints no
// such line.
func bigMallocs() (uint64, bool) { return 0, false }
