package flow

import (
	"hash/fnv"
	"strconv"

	"ropeman/game/lang"
	"ropeman/game/rules"
	"ropeman/game/save"
	"ropeman/game/world"
)

// The chest room: keys taken in won runs are kept, and once he holds a
// room's worth (Economy.Chests.Keys) the way on from a win leads through
// it. Nine chests stand in a grid; each tap opens one and spends a key,
// paying its coins (a share of the level's pay, Economy.Chests.Prizes, in
// an order laid from his user id and the room's number: the same room on
// every try, another room each time). When his keys are spent CONTINUE
// goes on to the next level. Keys left over (a room he left half open, or
// more than a room takes) stay with him.

// chestRoom is the room on screen: what each chest holds and which are
// open.
type chestRoom struct {
	prizes [ChestRoom]int
	open   [ChestRoom]bool
	labels [ChestRoom]string // "+coins", made when the room is laid out
	opened int               // sceneTick of the last chest opened
	best   int               // the room's best prize, to aim for
	then   int               // the level to go on to
}

// chestsDue reports whether he holds the keys to a room.
func (r *chestRoom) chestsDue(s *Session) bool {
	return s.progress.Keys >= s.tuning.economy.Chests.Keys
}

// enter lays the room out: the prizes in the room's order, in coins
// of the level just won.
func (r *chestRoom) enter(s *Session) {
	h := fnv.New64a()
	h.Write([]byte(s.progress.UserID))
	g := world.NewRNG(h.Sum64() ^ uint64(s.progress.Rooms)*0x9e3779b97f4a7c15)
	order := [ChestRoom]int{}
	for i := range order {
		order[i] = i
	}
	for i := len(order) - 1; i > 0; i-- {
		j := g.Intn(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	r.best = 0
	for i, k := range order {
		r.prizes[i] = roundCoins(s.tuning.economy.Chests.Prizes[k] * s.run.pay.Level)
		r.labels[i] = "+" + strconv.Itoa(r.prizes[i])
		r.open[i] = false
		r.best = max(r.best, r.prizes[i])
	}
	r.opened = -chestPause
	s.progress.Rooms = min(s.progress.Rooms+1, rules.MaxLevel)
	s.persist()
}

// chestPause is how long the bot waits between chests, ticks (the player
// sees each open).
const chestPause = 30

// chestSlot returns chest i's place: three rows of three.
func chestSlot(i int) Button {
	x0, y0 := float32(0.08)+float32(i%3)*0.29, float32(0.28)+float32(i/3)*0.145
	return Button{X0: x0, Y0: y0, X1: x0 + 0.26, Y1: y0 + 0.125}
}

// continueSlot is the chest room's way on, under the chests.
var continueSlot = Button{X0: 0.26, Y0: 0.745, X1: 0.74, Y1: 0.815}

// step lays out the chests (and CONTINUE once the keys are spent)
// and opens the chest tapped; a confirm, or the bot after a pause, opens
// the first closed one.
func (r *chestRoom) step(s *Session, cmd Command) error {
	s.card.n = 0
	closed := -1
	for i := range r.prizes {
		b := place(chestSlot(i), ActChest, "", false)
		b.Index, b.On = i, r.open[i]
		if r.open[i] {
			b.Label = r.labels[i]
		} else if closed < 0 {
			closed = i
		}
		s.card.add(b)
	}
	if s.progress.Keys == 0 || closed < 0 {
		s.card.add(place(continueSlot, ActNext, s.words.lang.Text(lang.Continue), false))
		return r.pressOn(s, cmd)
	}
	if b := s.card.tapped(cmd); b != nil {
		r.openChest(s, b.Index)
		return nil
	}
	if cmd.Confirm || (s.autoplay && s.sceneTick-r.opened >= chestPause && s.sceneTick >= autoTapTicks) {
		r.openChest(s, closed)
	}
	return nil
}

// pressOn takes CONTINUE's tap, or a confirm.
func (r *chestRoom) pressOn(s *Session, cmd Command) error {
	if b := s.card.tapped(cmd); (b != nil && b.Act == ActNext) || s.confirmed(cmd) {
		s.card.clicked = true
		s.playNext(r.then)
	}
	return nil
}

// openChest opens chest i with a key, if it is closed and he has one:
// its coins are his, and saved.
func (r *chestRoom) openChest(s *Session, i int) {
	if i < 0 || i >= ChestRoom || r.open[i] || s.progress.Keys == 0 {
		return
	}
	r.open[i], r.opened = true, s.sceneTick
	s.progress.Keys--
	s.progress.Coins = save.AddCoins(s.progress.Coins, int64(r.prizes[i]))
	s.card.clicked = true
	s.persist()
}
