package flow

import (
	"bytes"
	"cmp"
	"context"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"time"

	"ropeman/assets/bounds"
	"ropeman/game/board"
	"ropeman/game/rules"
	"ropeman/game/rules/remote"
	"ropeman/game/save"
)

// Remote tuning (remote.Override): at the start the game asks the
// publisher's server which override its player's cohort plays, off the
// game loop, and takes it only signed by the publisher's key, for his
// cohort, before its last day, with a serial no lower than the highest it
// took of that key, and with every table passing the same strict checks
// as the shipped file. It keeps the last good one and the highest serial
// beside the save and plays it from the next start on, whatever the
// server does then, until it expires: an answer it cannot take, or no
// override at all, leaves it on the tuning it has. The publisher brings a
// cohort back to the shipped tuning with a document of its own (no
// tables, a higher serial). A change applies between runs, never during
// one; the level of the day is always played on the shipped tuning (its
// board compares hands, and its server replays on that).

// RemoteSettings are the publisher's remote tuning ("remoteTuning" in
// assets/tuning.json): off as shipped.
type RemoteSettings struct {
	// Server is the publisher's ropeman-server that serves the overrides
	// (https; http only on this machine).
	Server string `json:"server"`
	// PublicKey is the publisher's Ed25519 public key (base64): the game
	// takes no override it did not sign.
	PublicKey string `json:"publicKey"`
}

// Validate reports an address the game will not speak to, or a server
// without a key to check what it serves.
func (r RemoteSettings) Validate() error {
	if err := bounds.ServerURL("server", r.Server); err != nil {
		return err
	}
	if r.Server == "" && r.PublicKey == "" {
		return nil
	}
	if _, err := remote.ParsePublicKey(r.PublicKey); err != nil {
		return fmt.Errorf("publicKey: %w", err)
	}
	return nil
}

// tuningBox is the box the last good override is kept in.
const tuningBox = "remote-tuning"

// remoteTuning is the session's side of the remote tuning.
type remoteTuning struct {
	key      ed25519.PublicKey // nil: off
	today    func() int        // the player's date, days since 1970-01-01
	highest  int64             // the highest serial taken of key
	client   *board.Client
	answers  chan remoteAnswer // this start's one answer (nil: taken, or off)
	box      save.Box
	pending  *override // verified, for the next run (nil: no change)
	id       string    // the override in force ("": the shipped tuning)
	override []byte    // its tables (the recordings of its runs hold them)
	shipped  *tuning   // the shipped tuning while an override is in force
	// its ports: his id in the save, the save's folder, the tuning in
	// force (an override swaps it), the log
	who     identity
	dataDir *string
	tables  *tuning
	log     func(string)
}

// remoteAnswer is the server's answer.
type remoteAnswer struct {
	signed remote.Signed
	some   bool
	err    error
}

// override is a verified override, its tables checked: what a run plays.
type override struct {
	id     string
	tables []byte
	tuning tuning
}

// setUp reads the settings; a replay asks nothing, and a -record run
// records the shipped game.
func (r *remoteTuning) setUp(opts Config) {
	set := r.tables.remote
	if set.Server == "" || opts.Replay != "" || opts.Record != "" {
		return
	}
	r.key, _ = remote.ParsePublicKey(set.PublicKey) // checked with the tuning
	r.client = &board.Client{Base: set.Server}
	r.today = opts.Today
	if r.today == nil {
		now := opts.Now
		if now == nil {
			now = time.Now
		}
		r.today = func() int { return int(now().Unix() / 86400) }
	}
}

// kept is what the box keeps: the last good override (none: the shipped
// tuning), and the highest serial taken of the key it names.
type kept struct {
	remote.Signed
	Key     string `json:"key,omitempty"`
	Highest int64  `json:"highest,omitempty"`
}

// open takes the last good override kept in dir, then asks the server,
// off the game loop (the first tick: the phone gives its folder after New).
func (r *remoteTuning) open() {
	if r.key == nil {
		return
	}
	r.box = save.OpenBox(*r.dataDir, tuningBox)
	if r.box != nil {
		if data, err := r.box.Read(); err == nil {
			var k kept
			switch err := json.Unmarshal(data, &k); {
			case err != nil:
				r.log(fmt.Sprintf("remote tuning: %s: %v", r.box.Name(), err))
			case k.Key == base64.StdEncoding.EncodeToString(r.key):
				r.highest = k.Highest
			}
			if err == nil && k.Override != "" { // "null": none kept
				r.take(remoteAnswer{signed: k.Signed, some: true}, false)
			}
		}
	}
	r.answers = make(chan remoteAnswer, 1)
	player, client := r.who.player(), r.client
	go func() {
		signed, some, err := client.Tuning(context.Background(), player)
		r.answers <- remoteAnswer{signed, some, err}
	}()
}

// step takes the server's answer when it comes; it reports a change
// waiting for the next run (on the title, the title's run is made again
// on it: between runs).
func (r *remoteTuning) step() (waits bool) {
	select {
	case a := <-r.answers: // a nil channel is never ready
		r.answers = nil
		r.take(a, true)
	default:
	}
	return r.pending != nil
}

// take checks an answer (kept: it came from the server, not the box) and
// makes it the next run's, or says in the log why not and stays.
func (r *remoteTuning) take(a remoteAnswer, keep bool) {
	stay := func(why string) {
		r.log(fmt.Sprintf("remote tuning: %s: staying on %s", why, cmp.Or(r.next(), "the shipped tuning")))
	}
	switch {
	case a.err != nil:
		stay(a.err.Error())
		return
	case !a.some:
		stay("no override for this player's cohort") // a withdrawal is signed, or its last day passes
		return
	}
	o, err := a.signed.Open(r.key)
	switch {
	case err != nil:
		stay(err.Error())
		return
	case !o.Has(r.who.player()):
		stay(o.ID + ": not this player's cohort")
		return
	case o.Serial < r.highest:
		stay(fmt.Sprintf("%s: serial %d is older than %d, taken before", o.ID, o.Serial, r.highest))
		return
	case o.Expired(r.today()):
		if !keep { // the kept one is over: back to the shipped tuning
			r.back()
		}
		stay(fmt.Sprintf("%s: its last day was %s", o.ID, o.Expires))
		return
	}
	next := &override{}
	if !o.Shipped() {
		next.id = o.ID
		if err := rules.LoadTuning(next.tuning.tables()); err != nil {
			stay(err.Error())
			return
		}
		if _, err := next.tuning.replace(o.Tables, rules.RemoteTables); err != nil {
			stay(o.ID + ": " + err.Error())
			return
		}
		var tables bytes.Buffer
		json.Compact(&tables, o.Tables) // as its runs' recordings hold them (valid: just decoded)
		next.tables = tables.Bytes()
	}
	if next.id != r.next() { // a change from what the next run would play
		r.pending = next
	}
	r.highest = o.Serial
	if keep {
		r.write(&a.signed)
	}
}

// back makes the shipped tuning the next run's, and keeps no override.
func (r *remoteTuning) back() {
	if r.next() != "" {
		r.pending = &override{}
	}
	r.write(nil)
}

// next is the override the next run plays ("": the shipped tuning): the
// one taken but not yet in force, else the one in force.
func (r *remoteTuning) next() string {
	if r.pending != nil {
		return r.pending.id
	}
	return r.id
}

// write keeps signed as the last good override (nil: none), and the
// highest serial taken.
func (r *remoteTuning) write(signed *remote.Signed) {
	if r.box == nil {
		return
	}
	k := kept{Key: base64.StdEncoding.EncodeToString(r.key), Highest: r.highest}
	if signed != nil {
		k.Signed = *signed
	}
	data, _ := json.Marshal(k)
	if err := r.box.Write(data); err != nil {
		r.log(fmt.Sprintf("remote tuning: %s: %v", r.box.Name(), err))
	}
}

// apply puts the pending change in force (startRun calls it: between
// runs), and reports whether the tuning changed (the ads' pacing and the
// texts follow it).
func (r *remoteTuning) apply() (changed bool) {
	p := r.pending
	if p == nil {
		return false
	}
	r.pending = nil
	switch {
	case p.id == "" && r.shipped != nil:
		*r.tables, r.shipped = *r.shipped, nil
	case p.id != "":
		if r.shipped == nil {
			shipped := *r.tables
			r.shipped = &shipped
		}
		*r.tables = p.tuning
	}
	r.id, r.override = p.id, p.tables
	r.log("remote tuning: " + cmp.Or(r.id, "the shipped tuning") + " from this run on")
	return true
}

// runID is the remote tuning a run plays ("": the shipped); dayRun is
// the day of a run of the level of the day (0: none), which always
// plays the shipped tuning.
func (r *remoteTuning) runID(dayRun int) string {
	if dayRun != 0 {
		return ""
	}
	return r.id
}

// runTables are the tables of the override a run plays (nil: the
// shipped tuning), for its recording.
func (r *remoteTuning) runTables(dayRun int) []byte {
	if r.runID(dayRun) == "" {
		return nil
	}
	return r.override
}

// runTuning is the tuning a run he starts plays: the level of the
// day's is always the shipped.
func (r *remoteTuning) runTuning(dayRun int) *tuning {
	if dayRun != 0 && r.shipped != nil {
		return r.shipped
	}
	return r.tables
}
