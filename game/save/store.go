package save

import (
	"errors"
	"fmt"
	"io/fs"
	"sync"
)

// maxSaveBytes is the most of a save that is read. A save holding the
// most that Validate allows encodes to about 330 KB (TestLargestSaveReadsBack),
// so anything bigger is damaged, and is set aside unread.
const maxSaveBytes = 512 << 10

// errTooBig is a save over maxSaveBytes.
var errTooBig = errors.New("larger than any save")

// entry names a stored copy.
type entry uint8

const (
	mainEntry   entry = iota // the save
	backupEntry              // the save before the last write
)

// backend is where the bytes of a save live: a folder, or localStorage.
type backend interface {
	name(e entry) string                        // for messages: the path, or localStorage[key]
	read(e entry) ([]byte, error)               // fs.ErrNotExist when absent, errTooBig past maxSaveBytes
	replace(data []byte) error                  // data becomes the save, the old save the backup
	keepAside(e entry) (kept string, err error) // moves a damaged copy out of the way
	cleanup()                                   // removes what an interrupted write left behind
}

// Store reads and writes the progress: in a folder on desktop and phones,
// in the browser's localStorage on the web, or nowhere (every Save
// succeeds and nothing is kept). Save may be called from the game's
// goroutine; the writing happens on another.
type Store struct {
	b        backend // nil: nothing is kept
	writable bool    // false: the save on record must not be overwritten

	mu       sync.Mutex
	done     *sync.Cond
	pending  Progress // the latest progress not yet written
	dirty    bool
	writing  bool               // a writer goroutine is running
	problems []*Problem         // not yet taken by the game
	told     [problemKinds]bool // each kind is reported once
}

// Open reads the progress in dir ("" on the web: localStorage, elsewhere:
// memory only). It always returns a usable store and progress; the error,
// a *Problem, says what the player should know (a damaged save restored
// from its backup, a save that cannot be read, blocked storage…), and is
// also queued for TakeProblem.
func Open(dir string) (*Store, Progress, error) {
	b, err := defaultBackend()
	if dir != "" {
		b, err = fileBackend{dir}, nil
	}
	s := newStore(b)
	if err != nil {
		return s, fresh(), s.report(&Problem{NoStorage, err})
	}
	if b == nil {
		return s, fresh(), nil
	}
	b.cleanup()
	p, prob := s.load()
	if prob != nil {
		return s, p, s.report(prob)
	}
	return s, p, nil
}

// Memory returns a store that keeps nothing, and fresh progress: a replay
// plays on it, never on the player's save.
func Memory() (*Store, Progress) { return newStore(nil), fresh() }

func newStore(b backend) *Store {
	s := &Store{b: b, writable: b != nil}
	s.done = sync.NewCond(&s.mu)
	return s
}

// load reads the save, falling back on the backup, and decides whether
// the save may be written. Whatever could hold the player's progress and
// cannot be read is never written over, and the player is told.
func (s *Store) load() (Progress, *Problem) {
	data, err := s.b.read(mainEntry)
	switch {
	case err == nil:
		p, newer, derr := decode(data)
		if newer {
			return s.keepNewer(mainEntry, p, derr)
		}
		if derr == nil {
			return p, nil
		}
		return s.setAside(derr)
	case errors.Is(err, errTooBig):
		return s.setAside(err)
	case errors.Is(err, fs.ErrNotExist):
		// A first launch, or a write cut short between its two renames:
		// then the backup is the last save, and nothing was lost.
		return s.fromBackup(nil)
	default:
		s.writable = false
		return s.backupOrFresh(), &Problem{Unreadable, fmt.Errorf("cannot read %s: %w", s.b.name(mainEntry), err)}
	}
}

// setAside keeps a damaged save and goes on from the backup.
func (s *Store) setAside(cause error) (Progress, *Problem) {
	kept, prob := s.keepDamaged(mainEntry, cause)
	if prob != nil {
		return s.backupOrFresh(), prob
	}
	return s.fromBackup(kept)
}

// keepDamaged moves entry e, damaged by cause, out of the way and says
// where it went. When it cannot be moved nothing may be written over it:
// the store writes nothing, and the problem says so.
func (s *Store) keepDamaged(e entry, cause error) (error, *Problem) {
	kept, err := s.b.keepAside(e)
	if err != nil {
		s.writable = false
		return nil, &Problem{Unreadable, fmt.Errorf("%s is damaged (%v) and could not be kept aside: %w", s.b.name(e), cause, err)}
	}
	return fmt.Errorf("%s is damaged (%v); kept as %s", s.b.name(e), cause, kept), nil
}

// fromBackup goes on from the backup when the save is missing, or was
// damaged and set aside (damaged says how; nil when it was missing). A
// backup that exists but cannot be read may hold his progress: then
// nothing is written.
func (s *Store) fromBackup(damaged error) (Progress, *Problem) {
	data, err := s.b.read(backupEntry)
	if err != nil && !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, errTooBig) {
		s.writable = false
		return fresh(), &Problem{Unreadable, fmt.Errorf("cannot read %s: %w", s.b.name(backupEntry), err)}
	}
	p, kind := fresh(), Reset // a fresh one is saved at once, so the new user id sticks
	if !errors.Is(err, fs.ErrNotExist) {
		var q Progress
		if err == nil {
			var newer bool
			if q, newer, err = decode(data); newer {
				return s.keepNewer(backupEntry, q, err)
			}
		}
		if err == nil {
			p, kind = q, Restored
		} else {
			kept, prob := s.keepDamaged(backupEntry, err)
			if prob != nil {
				return fresh(), prob
			}
			if damaged != nil { // both: one line for the log
				kept = fmt.Errorf("%v; %w", damaged, kept)
			}
			damaged = kept
		}
	}
	s.put(p)
	if damaged == nil {
		return p, nil
	}
	return p, &Problem{kind, damaged}
}

// keepNewer goes on from a save (or backup) a newer version of the game
// wrote: never written over. p is what this version understands of it;
// when that is out of this version's bounds (invalid), play goes on from
// the backup or afresh, in memory only.
func (s *Store) keepNewer(e entry, p Progress, invalid error) (Progress, *Problem) {
	s.writable = false
	cause := fmt.Errorf("%s was written by a newer version of the game", s.b.name(e))
	if invalid != nil {
		cause = fmt.Errorf("%s was written by a newer version of the game (%v)", s.b.name(e), invalid)
		p = fresh()
		if e == mainEntry {
			p = s.backupOrFresh()
		}
	}
	return p, &Problem{Newer, cause}
}

// backupOrFresh is the backup's progress if it reads as this version's,
// else a fresh one: what play goes on with when nothing may be written.
func (s *Store) backupOrFresh() Progress {
	data, err := s.b.read(backupEntry)
	if err != nil {
		return fresh()
	}
	p, newer, err := decode(data)
	if err != nil || newer {
		return fresh()
	}
	return p
}

// Save validates p and hands it to the background writer; it returns at
// once. Saves made faster than the disk takes them are coalesced: the
// latest wins. A store whose save could not be read, or came from a newer
// version, writes nothing (the player has been told).
func (s *Store) Save(p Progress) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("save: refusing to write the progress: %w", err)
	}
	if s.b == nil || !s.writable {
		return nil
	}
	s.put(p)
	return nil
}

// put hands the writer its own copy of p: the game goes on changing its
// progress (its map and slice too) while the writer encodes.
func (s *Store) put(p Progress) {
	p = p.clone()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending, s.dirty = p, true
	if !s.writing {
		s.writing = true
		go s.writeLoop()
	}
}

// writeLoop writes the pending progress until there is none, then ends.
func (s *Store) writeLoop() {
	s.mu.Lock()
	for s.dirty {
		p := s.pending
		s.dirty = false
		s.mu.Unlock()
		data := encode(p)
		err := readsBack(data)
		if err == nil {
			err = s.b.replace(data)
		}
		s.mu.Lock()
		if err != nil {
			s.queue(&Problem{WriteFailed, fmt.Errorf("writing %s: %w", s.b.name(mainEntry), err)})
		}
	}
	s.writing = false
	s.done.Broadcast()
	s.mu.Unlock()
}

// readsBack checks the bytes about to be written the way Open will read
// them: a save Open would refuse is never written (the last good one
// stays), whatever slipped past Validate.
func readsBack(data []byte) error {
	if len(data) > maxSaveBytes {
		return fmt.Errorf("not written: %d bytes, %w (%d at most)", len(data), errTooBig, maxSaveBytes)
	}
	if _, _, err := decode(data); err != nil {
		return fmt.Errorf("not written: it would not read back: %w", err)
	}
	return nil
}

// Flush waits until every save handed to Save is written (or failed).
func (s *Store) Flush() {
	s.mu.Lock()
	for s.writing {
		s.done.Wait()
	}
	s.mu.Unlock()
}

// TakeProblem returns the next trouble the player has not been told of,
// or nil. Each kind comes once. It allocates nothing: call it every tick.
func (s *Store) TakeProblem() *Problem {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.problems) == 0 {
		return nil
	}
	p := s.problems[0]
	s.problems = s.problems[1:]
	return p
}

func (s *Store) report(p *Problem) *Problem {
	s.mu.Lock()
	s.queue(p)
	s.mu.Unlock()
	return p
}

// queue adds p unless its kind was reported before (s.mu held).
func (s *Store) queue(p *Problem) {
	if !s.told[p.Kind] {
		s.told[p.Kind] = true
		s.problems = append(s.problems, p)
	}
}
