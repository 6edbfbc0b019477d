package analytics

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sync"
	"time"

	"ropeman/game/board"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/events"
	"ropeman/game/save"
)

// Capacity is how many events wait on the device at most: when more come
// the oldest go (a run makes about three; a session two more).
const Capacity = 2000

// BoxName is the queue's box beside the save (events.json).
const BoxName = "events"

// Consent is what the player's consent allows.
type Consent uint8

const (
	// Waiting: consent is required and not given yet. Events wait on the
	// device; none is sent.
	Waiting Consent = iota
	// Granted: given, or not required where he is. Events are sent.
	Granted
	// Refused: refused, or switched off in SETTINGS. Nothing is kept, and
	// what waited is dropped.
	Refused
)

// Config is what a Queue needs.
type Config struct {
	Provider Provider
	Box      save.Box // nil: what waits is lost when the game ends
	Player   string   // the anonymous id (rules.ValidPlayer)
	Consent  Consent  // at the start
	// Every is how often what waits is sent (0: 30 s); a batch goes at
	// once when it would be full. Retry is how long a batch the provider
	// could not take waits before it is sent again (0: 10 s), twice as long
	// each time after, up to 5 minutes.
	Every, Retry time.Duration
	Now          func() time.Time // the device's clock (nil: time.Now)
	Log          func(string)     // nil: none
}

// stored is what the box holds.
type stored struct {
	Install string         `json:"install"` // the day the queue was first opened
	Session int            `json:"session"` // the number of the latest session
	Sending *events.Batch  `json:"sending,omitempty"`
	Events  []events.Event `json:"events"`
}

// Queue holds the device's events until its provider has them. Record,
// SetConsent, Flush and Close are for the game's goroutine; the sending
// and the writing happen on the queue's.
type Queue struct {
	cfg  Config
	wake chan struct{}
	quit chan struct{}
	done chan struct{}
	stop context.CancelFunc
	ctx  context.Context

	write sync.Mutex // one write of the box at a time, the latest last

	mu      sync.Mutex
	ring    []events.Event // Capacity, a ring from head
	head, n int
	lost    int // events dropped for room since the log last said so
	consent Consent
	install string
	session int
	sending *events.Batch // the batch on its way, until the provider has it
	dirty   bool          // the box is behind
	failing bool          // the box's last write failed (the log said so once)
}

// Open reads what waited in cfg.Box (whatever it holds: what cannot be
// read is dropped, and the log says so), starts a new session and the
// queue's goroutine.
func Open(cfg Config) *Queue {
	cfg.Every, cfg.Retry = cmp.Or(cfg.Every, 30*time.Second), cmp.Or(cfg.Retry, 10*time.Second)
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = func(string) {}
	}
	q := &Queue{cfg: cfg, wake: make(chan struct{}, 1), quit: make(chan struct{}), done: make(chan struct{}),
		ring: make([]events.Event, Capacity), consent: cfg.Consent}
	q.ctx, q.stop = context.WithCancel(context.Background())
	q.load()
	q.session = min(q.session+1, events.MaxSession)
	if q.consent == Refused {
		q.n, q.sending = 0, nil
	}
	q.dirty = true
	// What an earlier session left goes at once; this one's waits its
	// turn (decided here, not when the goroutine first runs: by then the
	// game may have recorded its first events).
	first := q.cfg.Every
	if q.n > 0 || q.sending != nil {
		first = 0
	}
	go q.run(first)
	q.nudge()
	return q
}

// load reads the box.
func (q *Queue) load() {
	today := dayrun.Date(int(q.cfg.Now().Unix() / 86400))
	q.install = today
	if q.cfg.Box == nil {
		return
	}
	data, err := q.cfg.Box.Read()
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	var s stored
	if err == nil {
		err = json.Unmarshal(data, &s)
	}
	if err == nil {
		_, err = dayrun.Parse(s.Install)
	}
	if err != nil {
		q.cfg.Log(fmt.Sprintf("analytics: %s: %v: the events that waited are dropped", q.cfg.Box.Name(), err))
		return
	}
	q.install, q.session = s.Install, max(0, s.Session)
	if s.Sending != nil && q.valid(*s.Sending) == nil {
		q.sending = s.Sending
	}
	for _, e := range s.Events {
		// One event checked as a batch of its own (the player's id
		// stands in for a batch id).
		if q.valid(events.Batch{ID: q.cfg.Player, Events: []events.Event{e}}) == nil {
			q.push(e)
		}
	}
	if dropped := len(s.Events) - q.n; dropped > 0 {
		q.cfg.Log(fmt.Sprintf("analytics: %s: %d events the server would refuse are dropped", q.cfg.Box.Name(), dropped))
	}
}

// valid checks b as the server will, as from this device.
func (q *Queue) valid(b events.Batch) error {
	b.Player, b.Install, b.Version = q.cfg.Player, q.install, rules.Version
	return b.Check(q.cfg.Now())
}

// SessionGap is how long the app must stay in the background for its
// return to start a new session (the platforms' analytics count so too).
const SessionGap = 30 * time.Second

// Record adds e (its Kind and fields) to what waits, stamped with the
// device's clock (unless e says when) and the session. It never waits
// and allocates nothing.
func (q *Queue) Record(e events.Event) {
	q.mu.Lock()
	if q.consent != Refused {
		if e.At == 0 {
			e.At = q.cfg.Now().UnixMilli()
		}
		e.Session = q.session
		q.push(e)
		q.dirty = true
	}
	q.mu.Unlock()
	q.nudge()
}

// push adds e to the ring, dropping the oldest when it is full.
func (q *Queue) push(e events.Event) {
	if q.n == len(q.ring) {
		q.head, q.n, q.lost = (q.head+1)%len(q.ring), q.n-1, q.lost+1
	}
	q.ring[(q.head+q.n)%len(q.ring)] = e
	q.n++
}

// nudge wakes the queue's goroutine, unless it is already woken.
func (q *Queue) nudge() {
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// SetConsent applies what the player's consent allows now: Refused
// drops what waited.
func (q *Queue) SetConsent(c Consent) {
	q.mu.Lock()
	if c == Refused && q.consent != Refused {
		q.head, q.n, q.sending, q.dirty = 0, 0, nil, true
	}
	q.consent = c
	q.mu.Unlock()
	q.nudge()
}

// SetProvider sends what waits to p from now on (a native backend
// registered after the game started).
func (q *Queue) SetProvider(p Provider) {
	q.mu.Lock()
	q.cfg.Provider = p
	q.mu.Unlock()
	q.nudge()
}

// Session is the number of this session on the device, from 1.
func (q *Queue) Session() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.session
}

// NewSession starts the next session (the app came back after
// SessionGap): the events recorded from now on are its.
func (q *Queue) NewSession() {
	q.mu.Lock()
	q.session, q.dirty = min(q.session+1, events.MaxSession), true
	q.mu.Unlock()
	q.nudge()
}

// Flush writes what waits to the box now (the app goes to the background,
// or ends).
func (q *Queue) Flush() { q.keep() }

// closeWait is how long Close waits for a send on its way to give up: a
// provider that ignores its context (a native SDK's call that never
// returns) must not hold the game's exit.
const closeWait = 2 * time.Second

// Close writes what waits and stops the queue: a send on its way is
// abandoned (its batch is kept, and sent again with its id next time).
func (q *Queue) Close() {
	close(q.quit)
	q.stop()
	select {
	case <-q.done:
	case <-time.After(closeWait):
		q.cfg.Log("analytics: the provider's send did not return: closing without it")
	}
	q.keep()
}

// run is the queue's goroutine: it keeps what waits, and sends a batch
// at once what an earlier session left, then every Every, at once when
// one would be full, and after a failure when its retry is due.
func (q *Queue) run(first time.Duration) {
	defer close(q.done)
	timer := time.NewTimer(first)
	retry := time.Duration(0) // 0: not waiting out a failure
	for {
		due := false
		select {
		case <-q.quit:
			return
		case <-q.wake:
			q.mu.Lock()
			due = retry == 0 && (q.n >= events.MaxBatchEvents || q.sending != nil)
			q.mu.Unlock()
		case <-timer.C:
			due = true
		}
		q.keep()
		if !due {
			continue
		}
		sent, err := q.send()
		retry = backOff(retry, q.cfg.Retry, err == nil || sent)
		timer.Reset(cmp.Or(retry, q.cfg.Every))
	}
}

// MaxRetry is the longest wait before sending a refused batch again.
const MaxRetry = 5 * time.Minute

// backOff is the wait before the next try after a send (0: none, the
// next send comes on the schedule): after a failure first, then twice
// the wait before it, at most MaxRetry; nothing after a success.
func backOff(last, first time.Duration, ok bool) time.Duration {
	switch {
	case ok:
		return 0
	case last == 0:
		return first
	}
	return min(2*last, MaxRetry)
}

// send sends a batch (the one on its way, else what waits, at most
// MaxBatchEvents): sent is false when the provider did not take it and it
// waits to be sent again.
func (q *Queue) send() (sent bool, err error) {
	q.mu.Lock()
	refused := 0
	if q.sending == nil && q.n > 0 && q.consent == Granted {
		b := &events.Batch{ID: rules.NewPlayerID(), Player: q.cfg.Player, Install: q.install, Version: rules.Version}
		for q.n > 0 && len(b.Events) < events.MaxBatchEvents {
			e := q.ring[q.head]
			q.head, q.n = (q.head+1)%len(q.ring), q.n-1
			// One the server would refuse (a device clock set back past
			// the install day) goes alone, never with its batch.
			if q.valid(events.Batch{ID: b.ID, Events: []events.Event{e}}) != nil {
				refused++
				continue
			}
			b.Events = append(b.Events, e)
		}
		q.dirty = true
		if len(b.Events) > 0 {
			q.sending = b
		}
	}
	b, lost, p := q.sending, q.lost, q.cfg.Provider
	q.lost = 0
	allowed := q.consent == Granted
	q.mu.Unlock()
	if lost > 0 {
		q.cfg.Log(fmt.Sprintf("analytics: %d events dropped: more than %d waited", lost, Capacity))
	}
	if refused > 0 {
		q.cfg.Log(fmt.Sprintf("analytics: %d events dropped: the server would refuse them (the device's clock?)", refused))
	}
	if b == nil || !allowed {
		return true, nil
	}
	q.keep() // the batch's id is kept before it leaves: a retry after a restart is the same batch
	ctx, cancel := context.WithTimeout(q.ctx, board.Timeout)
	err = p.Send(ctx, *b)
	cancel()
	if err != nil && !final(err) {
		return false, err
	}
	if err != nil {
		q.cfg.Log(fmt.Sprintf("analytics: batch %s of %d events refused: %v", b.ID, len(b.Events), err))
	}
	q.mu.Lock()
	if q.sending == b {
		q.sending, q.dirty = nil, true
	}
	q.mu.Unlock()
	q.keep()
	return true, err
}

// keep writes what waits to the box, if it changed.
func (q *Queue) keep() {
	q.write.Lock()
	defer q.write.Unlock()
	q.mu.Lock()
	if !q.dirty || q.cfg.Box == nil {
		q.mu.Unlock()
		return
	}
	s := stored{Install: q.install, Session: q.session, Sending: q.sending, Events: make([]events.Event, q.n)}
	for i := range s.Events {
		s.Events[i] = q.ring[(q.head+i)%len(q.ring)]
	}
	q.dirty = false
	q.mu.Unlock()
	data, _ := json.Marshal(s) // plain fields: cannot fail
	err := q.cfg.Box.Write(data)
	q.mu.Lock()
	q.dirty = q.dirty || err != nil
	told := q.failing
	q.failing = err != nil
	q.mu.Unlock()
	if err != nil && !told {
		q.cfg.Log(fmt.Sprintf("analytics: %s: %v (the events wait in memory)", q.cfg.Box.Name(), err))
	}
}
