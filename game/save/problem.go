package save

import "errors"

// ProblemKind says what went wrong with the player's storage.
type ProblemKind uint8

const (
	// Unreadable: the save exists but cannot be read. It is never
	// overwritten; this session's progress is not saved.
	Unreadable ProblemKind = iota
	// WriteFailed: a save could not be written (full, read-only, blocked).
	WriteFailed
	// Restored: the save was damaged; the backup was used.
	Restored
	// Reset: the save and its backup were damaged; play starts over (the
	// damaged file is kept aside).
	Reset
	// Newer: the save is from a newer version of the game; it is read as
	// far as it is understood and never overwritten.
	Newer
	// NoStorage: there is nowhere to save (browser storage blocked).
	NoStorage

	problemKinds
)

// Problem is a storage trouble the player should hear about.
type Problem struct {
	Kind ProblemKind
	Err  error // the cause, for the log
}

func (p *Problem) Error() string { return "save: " + p.Err.Error() }

func (p *Problem) Unwrap() error { return p.Err }

// Notice is the problem in the player's words, short enough for a phone.
func (p *Problem) Notice() string {
	switch p.Kind {
	case Unreadable:
		return "Your progress can't be read (" + reason(p.Err) + "). It won't be saved until this is fixed."
	case WriteFailed:
		return "Progress can't be saved: " + reason(p.Err) + "."
	case Restored:
		return "Your save was damaged. The previous one was restored."
	case Reset:
		return "Your save was damaged and had to be reset. A copy was kept."
	case Newer:
		return "This save is from a newer version of the game. Update to keep saving."
	default:
		return "Progress can't be saved: " + reason(p.Err) + "."
	}
}

// reason is an error's innermost cause, without the paths and names
// around it: "permission denied", "browser storage is full".
func reason(err error) string {
	if err == nil {
		return "unknown error"
	}
	for inner := errors.Unwrap(err); inner != nil; inner = errors.Unwrap(err) {
		err = inner
	}
	s := err.Error()
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	return s
}
