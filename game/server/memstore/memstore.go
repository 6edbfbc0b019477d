// Package memstore is the publisher's server's Store in memory: the same
// answers as the databases' (package sqlstore), kept in maps under one
// lock, gone when the process ends. The server's tests run their suite on
// it beside SQLite and PostgreSQL (the contract the three keep), and it
// serves a test or a demo that wants no database file.
package memstore

import (
	"cmp"
	"context"
	"slices"
	"sync"

	"ropeman/ads/ssv"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/events"
	"ropeman/game/rules/names"
	"ropeman/game/server/store"
)

// Store keeps everything in memory. Its zero value is not ready: use New.
type Store struct {
	mu      sync.Mutex
	players map[string]player         // by id: his name on the boards
	runs    map[runKey]store.Run      // each player's best run of a day
	ranked  map[string]rankedRun      // every run ever ranked, by id: its player's for good
	grants  []ssv.Grant               // in the order recorded
	batches map[string]batch          // by id
	seen    map[string][2]int         // by player: the days first and last heard from
	marks   map[string]map[string]int // by player: his marks and the day each expires
	rollups map[store.Key]store.Sum
}

type player struct{ name, look string }

type runKey struct {
	day    int
	player string
}

type rankedRun struct {
	day            int
	player, ending string
}

type batch struct {
	player   string
	received int64 // Unix milliseconds
	digest   string
	events   []events.Event
}

// New returns an empty store.
func New() *Store {
	return &Store{players: map[string]player{}, runs: map[runKey]store.Run{}, ranked: map[string]rankedRun{},
		batches: map[string]batch{}, seen: map[string][2]int{}, marks: map[string]map[string]int{}, rollups: map[store.Key]store.Sum{}}
}

// PutRun implements store.Store.
func (s *Store) PutRun(_ context.Context, r store.Run) (store.Kept, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if was, ok := s.ranked[r.ID]; ok {
		if was.player == r.Player {
			return store.Repeated, nil
		}
		return 0, store.ErrTaken
	}
	for _, was := range s.ranked {
		if was.day == r.Day && was.ending == r.Ending && was.player != r.Player {
			return 0, store.ErrTaken
		}
	}
	look := names.Look(r.Name)
	if s.lookTaken(look, r.Player, func(day int) bool { return day == r.Day }) {
		return 0, store.ErrNameTaken
	}
	s.players[r.Player] = player{r.Name, look}
	k := runKey{r.Day, r.Player}
	if old, ok := s.runs[k]; ok && !(r.Score > old.Score || r.Score == old.Score && r.Ticks < old.Ticks) {
		return store.Beaten, nil
	}
	r.Recording = slices.Clone(r.Recording)
	s.runs[k] = r
	s.ranked[r.ID] = rankedRun{r.Day, r.Player, r.Ending}
	return store.Ranked, nil
}

// lookTaken reports whether another player than p, with a run on a day
// on says, goes by a name that looks like look.
func (s *Store) lookTaken(look, p string, on func(day int) bool) bool {
	for k := range s.runs {
		if k.player != p && on(k.day) && s.players[k.player].look == look {
			return true
		}
	}
	return false
}

// better orders a day's runs as the boards do: the most coins, then the
// shortest run, then the first posted.
func better(a, b store.Run) int {
	return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(a.Ticks, b.Ticks), cmp.Compare(a.Posted, b.Posted), cmp.Compare(a.ID, b.ID))
}

// day returns the runs of day, best first.
func (s *Store) day(day int) []store.Run {
	var rs []store.Run
	for k, r := range s.runs {
		if k.day == day {
			rs = append(rs, r)
		}
	}
	slices.SortFunc(rs, better)
	return rs
}

// Top implements store.Store.
func (s *Store) Top(_ context.Context, day, limit int) ([]rules.Entry, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	entries := []rules.Entry{}
	for i, r := range s.day(day) {
		if i == limit {
			break
		}
		entries = append(entries, rules.Entry{Rank: i + 1, Ghost: r.ID, Name: s.players[r.Player].name, Score: r.Score, Ticks: r.Ticks})
	}
	return entries, nil
}

// Standing implements store.Store.
func (s *Store) Standing(_ context.Context, day int, p string) (rules.Entry, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, r := range s.day(day) {
		if r.Player == p {
			return rules.Entry{Rank: i + 1, Ghost: r.ID, Name: s.players[p].name, Score: r.Score, Ticks: r.Ticks}, true, nil
		}
	}
	return rules.Entry{}, false, nil
}

// Ghost implements store.Store.
func (s *Store) Ghost(_ context.Context, id string) ([]byte, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, r := range s.runs {
		if r.ID == id {
			return slices.Clone(r.Recording), true, nil
		}
	}
	return nil, false, nil
}

// Rename implements store.Store.
func (s *Store) Rename(_ context.Context, p, name string) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	look := names.Look(name)
	if s.lookTaken(look, p, func(day int) bool { _, his := s.runs[runKey{day, p}]; return his }) {
		return false, store.ErrNameTaken
	}
	if _, ok := s.players[p]; !ok {
		return false, nil
	}
	s.players[p] = player{name, look}
	return true, nil
}

// Record implements ssv.Store: once per network and transaction, and
// once per show (a nonce).
func (s *Store) Record(g ssv.Grant) (bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, o := range s.grants {
		if o.Network == g.Network && o.TransactionID == g.TransactionID || g.Nonce != "" && o.Nonce == g.Nonce {
			return false, nil
		}
	}
	s.grants = append(s.grants, g)
	return true, nil
}

// Lookup implements ssv.Store: the first grant recorded for nonce.
func (s *Store) Lookup(nonce string) (ssv.Grant, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if nonce == "" {
		return ssv.Grant{}, false, nil // a callback without custom data confirms no show
	}
	i := slices.IndexFunc(s.grants, func(g ssv.Grant) bool { return g.Nonce == nonce })
	if i < 0 {
		return ssv.Grant{}, false, nil
	}
	return s.grants[i], true, nil
}

// PutEvents implements store.Store: the batch and its rollups at once.
func (s *Store) PutEvents(_ context.Context, b events.Batch, digest string, received int64) (bool, error) {
	if _, err := dayrun.Parse(b.Install); err != nil {
		return false, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if was, ok := s.batches[b.ID]; ok {
		switch {
		case was.player != b.Player:
			return false, store.ErrTaken
		case was.digest != "" && was.digest != digest:
			return false, store.ErrChanged
		}
		return false, nil
	}
	s.batches[b.ID] = batch{player: b.Player, received: received, digest: digest, events: slices.Clone(b.Events)}
	s.rollUp(&b, int(received/store.DayMs))
	return true, nil
}

// rollUp adds batch b, arriving on day received, to the rollups: the
// player as first seen, his new marks, the sums (as sqlstore does).
func (s *Store) rollUp(b *events.Batch, received int) {
	days, known := s.seen[b.Player]
	if !known {
		days = [2]int{received, received}
		s.seen[b.Player] = days
	}
	install, last := days[0], days[1]
	t := store.TallyOf(b, install, received)
	switch {
	case !known:
		t.Sums[store.Key{Day: install, Metric: store.MetricInstalls}] = store.Sum{N: 1}
		t.Sums[store.Key{Day: received, Metric: store.MetricLast}] = store.Sum{N: 1}
	case received > last: // he moves from the day last heard from to this one
		s.seen[b.Player] = [2]int{install, received}
		t.Sums[store.Key{Day: last, Metric: store.MetricLast}] = store.Sum{N: -1}
		t.Sums[store.Key{Day: received, Metric: store.MetricLast}] = store.Sum{N: 1}
	}
	his := s.marks[b.Player]
	if his == nil {
		his = map[string]int{}
		s.marks[b.Player] = his
	}
	var fresh []store.Mark
	for _, m := range t.Marks {
		if _, had := his[m.Name]; !had {
			his[m.Name] = m.Expires
			fresh = append(fresh, m)
		}
	}
	for _, k := range t.SortedSums(fresh) {
		s.add(k, t.Sums[k])
	}
}

// add adds sum to the rollups' count k.
func (s *Store) add(k store.Key, sum store.Sum) {
	r := s.rollups[k]
	r.N, r.Total = r.N+sum.N, r.Total+sum.Total
	s.rollups[k] = r
}

// Dashboard implements store.Store: the rollups from the day since on,
// the metrics by day by day, the others summed over the days.
func (s *Store) Dashboard(_ context.Context, since int) (store.Dashboard, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	perDay := []string{store.MetricActive, store.MetricRan, store.MetricInstalls, store.MetricRetained, store.MetricRevenue, store.MetricEarned, store.MetricMembers}
	summed := map[store.Key]store.Sum{}
	d := store.NewTallied()
	for k, sum := range s.rollups {
		switch {
		case k.Day < since:
		case slices.Contains(perDay, k.Metric):
			d.Add(k, sum)
		default:
			k.Day = 0
			r := summed[k]
			r.N, r.Total = r.N+sum.N, r.Total+sum.Total
			summed[k] = r
		}
	}
	for k, sum := range summed {
		d.Add(k, sum)
	}
	return d.Dashboard(), nil
}

// Expire implements store.Store.
func (s *Store) Expire(_ context.Context, before, today int) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var n int64
	for id, b := range s.batches {
		if b.received < int64(before)*store.DayMs {
			n += int64(len(b.events))
			delete(s.batches, id)
		}
	}
	for _, his := range s.marks {
		for m, expires := range his {
			if expires < today {
				delete(his, m)
			}
		}
	}
	return n, nil
}

// Export implements store.Store.
func (s *Store) Export(_ context.Context, p, user string) (store.PlayerData, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := store.PlayerData{Player: p, Name: s.players[p].name, Runs: []store.ExportedRun{}, Events: []store.ExportedEvent{}, Grants: []store.ExportedGrant{}}
	if days, ok := s.seen[p]; ok {
		d.Install = dayrun.Date(days[0])
	}
	for k, r := range s.runs {
		if k.player == p {
			d.Runs = append(d.Runs, store.ExportedRun{Ghost: r.ID, Day: dayrun.Date(k.day), Score: r.Score, Ticks: r.Ticks, Posted: r.Posted, Recording: slices.Clone(r.Recording)})
		}
	}
	slices.SortFunc(d.Runs, func(a, b store.ExportedRun) int { return cmp.Compare(a.Day, b.Day) })
	var ids []string
	for id, b := range s.batches {
		if b.player == p {
			ids = append(ids, id)
		}
	}
	slices.SortFunc(ids, func(a, b string) int {
		return cmp.Or(cmp.Compare(s.batches[a].received, s.batches[b].received), cmp.Compare(a, b))
	})
	for _, id := range ids {
		b := s.batches[id]
		for _, e := range b.events {
			d.Events = append(d.Events, store.ExportedEvent{Batch: id, Received: b.received, Event: e})
		}
	}
	if user == "" {
		return d, nil
	}
	for _, g := range s.grants {
		if g.UserID == user {
			d.Grants = append(d.Grants, store.ExportedGrant{Network: g.Network, Item: g.RewardItem, Amount: g.RewardAmount, At: g.At.UnixMilli()})
		}
	}
	slices.SortStableFunc(d.Grants, func(a, b store.ExportedGrant) int { return cmp.Compare(a.At, b.At) })
	return d, nil
}

// Forget implements store.Store: all of it, but the rollups' counts,
// which name no one (he is no longer a player heard from).
func (s *Store) Forget(_ context.Context, p, user string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if days, ok := s.seen[p]; ok {
		s.add(store.Key{Day: days[1], Metric: store.MetricLast}, store.Sum{N: -1})
	}
	for id, b := range s.batches {
		if b.player == p {
			delete(s.batches, id)
		}
	}
	delete(s.marks, p)
	delete(s.seen, p)
	for k := range s.runs {
		if k.player == p {
			delete(s.runs, k)
		}
	}
	for id, r := range s.ranked {
		if r.player == p {
			delete(s.ranked, id)
		}
	}
	delete(s.players, p)
	if user != "" {
		s.grants = slices.DeleteFunc(s.grants, func(g ssv.Grant) bool { return g.UserID == user })
	}
	return nil
}

// Ping implements store.Store: memory always answers.
func (s *Store) Ping(context.Context) error { return nil }

// Close implements store.Store.
func (s *Store) Close() error { return nil }
