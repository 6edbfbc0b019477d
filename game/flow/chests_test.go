package flow

import (
	"math"
	"slices"
	"testing"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/rules"
	"ropeman/game/save"
	"ropeman/game/world"
)

// The keys a won run took are kept; a room's worth makes NEXT lead
// through the chest room. Each tapped chest opens once, spends a key and
// pays its coins (saved at once: a restart mid-room keeps them and the
// keys left); the prizes are the table's shares of the level's pay; with
// the keys spent CONTINUE goes on to the next level's title.
func TestKeysOpenTheChestRoom(t *testing.T) {
	s, dir := newTestSession(t, ads.SimFlags{NoFill: true})
	s.next(11) // level 11 holds the first key on his way
	if len(s.run.world.Level.Keys) == 0 {
		t.Fatal("level 11 holds no key")
	}
	room := s.tuning.economy.Chests.Keys
	s.progress.Keys = room - 1
	win(t, s)
	if s.run.world.KeysTaken() == 0 || s.progress.Keys != room-1+s.run.world.KeysTaken() {
		t.Fatalf("after a win that took %d keys he holds %d, want %d", s.run.world.KeysTaken(), s.progress.Keys, room-1+s.run.world.KeysTaken())
	}
	keys := s.progress.Keys
	tapButton(t, s, ActNext)
	if s.scene != Chests {
		t.Fatalf("NEXT with %d keys: scene %d, want the chest room", keys, s.scene)
	}
	var got []float32
	for i := range economy.ChestRoom {
		got = append(got, float32(s.chests.prizes[i])/s.run.pay.Level)
	}
	want := slices.Clone(s.tuning.economy.Chests.Prizes[:])
	slices.Sort(got)
	slices.Sort(want)
	for i := range want {
		if math.Abs(float64(got[i]-want[i])) > 0.5/float64(s.run.pay.Level)+1e-4 {
			t.Fatalf("the room's prizes in level coins %v, want the table's %v", got, want)
		}
	}
	s.Step(Command{})
	if best := economy.RoundCoins(want[len(want)-1] * s.run.pay.Level); s.View().ChestBest != best || !slices.Contains(s.chests.prizes[:], best) {
		t.Errorf("the room shows a best prize of %d, want the table's best, %d, in one of its chests", s.View().ChestBest, best)
	}
	coins := s.progress.Coins
	tapAct(t, s, ActChest, 4)
	tapAct(t, s, ActChest, 4) // open already: nothing more
	if !s.chests.open[4] || s.progress.Keys != keys-1 || s.progress.Coins != coins+s.chests.prizes[4] {
		t.Fatalf("chest 4 tapped twice: open %v, keys %d (had %d), coins %d (had %d, it holds %d)",
			s.chests.open[4], s.progress.Keys, keys, s.progress.Coins, coins, s.chests.prizes[4])
	}
	s.Flush()
	if _, p, _ := save.Open(dir); p.Keys != keys-1 || p.Coins != s.progress.Coins {
		t.Fatalf("saved mid-room: %d keys, %d coins; want %d and %d", p.Keys, p.Coins, keys-1, s.progress.Coins)
	}
	for i := 0; s.progress.Keys > 0; i++ {
		tapAct(t, s, ActChest, i)
	}
	opened := 0
	for i := range economy.ChestRoom {
		if s.chests.open[i] {
			opened++
		}
	}
	if opened != keys {
		t.Errorf("%d keys opened %d chests", keys, opened)
	}
	tapAct(t, s, ActChest, 8) // no key left: stays shut
	if s.chests.open[8] && opened < 9 {
		t.Error("a chest opened without a key")
	}
	tapButton(t, s, ActNext)
	if s.scene != Play || s.run.levelN != 12 {
		t.Errorf("CONTINUE: scene %d at level %d, want level 12 in play", s.scene, s.run.levelN)
	}
}

// A lost run keeps none of the keys it took.
func TestKeysOfALostRunAreLost(t *testing.T) {
	t.Cleanup(func() { levelSource = rules.LevelFile })
	levelSource = func(int) (string, []byte, error) {
		return "levels/keygap.json", []byte(`{"name": "Key and gap", "finish": 60, "colour": "red",
			"track": [{"kind": "floor", "length": 40, "width": 5}, {"kind": "gap", "length": 4}, {"kind": "floor", "length": 60, "width": 5}],
			"entities": [{"kind": "key", "s": 15, "x": 0}]}`), nil
	}
	s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the end of the run", 60*60, false, func() bool { return s.scene == Result })
	if s.run.world.Outcome != world.Lost || s.run.world.KeysTaken() != 1 || s.progress.Keys != 0 {
		t.Fatalf("a run %v that took %d keys left him %d, want lost, 1 and 0", s.run.world.Outcome, s.run.world.KeysTaken(), s.progress.Keys)
	}
}

// Each room is laid out from his id and its number: the same room the
// same, the next another.
func TestChestRoomsDiffer(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
	layout := func(rooms int) [economy.ChestRoom]int {
		s.progress.Rooms = rooms
		s.chests.ready(2, s.run.pay.Level)
		s.chests.enter()
		return s.chests.prizes
	}
	a, b, again := layout(0), layout(1), layout(0)
	if a != again || a == b {
		t.Errorf("room 0 %v, again %v; room 1 %v: want the same room alike and the next different", a, again, b)
	}
}
