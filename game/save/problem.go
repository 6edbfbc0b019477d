package save

import (
	"errors"

	"ropeman/game/lang"
)

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

// Notice is the problem in the player's words and language, short enough
// for a phone.
func (p *Problem) Notice(t lang.Tag) string {
	switch p.Kind {
	case Unreadable:
		return t.With(lang.SaveUnreadable, reason(p.Err))
	case Restored:
		return t.Text(lang.SaveRestored)
	case Reset:
		return t.Text(lang.SaveReset)
	case Newer:
		return t.Text(lang.SaveNewer)
	default: // WriteFailed
		return t.With(lang.SaveWriteFailed, reason(p.Err))
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
