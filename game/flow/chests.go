package flow

import (
	"strconv"

	"ropeman/game/economy"
	"ropeman/game/lang"
	"ropeman/game/rules"
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
	prizes [economy.ChestRoom]int
	open   [economy.ChestRoom]bool
	labels [economy.ChestRoom]string // "+coins", made when the room is laid out
	opened int                       // sceneTick of the last chest opened
	best   int                       // the room's best prize, to aim for
	then   int                       // the level to go on to
	coins  float32                   // the coins of the level just won (pay.Run's Level)
	// its ports: the keys and the wallet, the card, the texts, the prizes
	book   *keeper
	sc     *screen
	texts  *words
	tables *tuning
	to     mover
}

// open readies the room for a win of level won that paid levelCoins, on
// the way to level then.
func (r *chestRoom) ready(then int, levelCoins float32) { r.then, r.coins = then, levelCoins }

// chestsDue reports whether he holds the keys to a room.
func (r *chestRoom) chestsDue() bool {
	return r.book.progress.Keys >= r.tables.economy.Chests.Keys
}

// enter lays the room out: the prizes in the room's order, in coins
// of the level just won.
func (r *chestRoom) enter() {
	p := &r.book.progress
	r.prizes = r.tables.economy.Chests.Room(p.UserID, p.Rooms, r.coins)
	r.best = 0
	for i := range r.prizes {
		r.labels[i] = "+" + strconv.Itoa(r.prizes[i])
		r.open[i] = false
		r.best = max(r.best, r.prizes[i])
	}
	r.opened = -chestPause
	p.Rooms = min(p.Rooms+1, rules.MaxLevel)
	r.book.persist()
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
func (r *chestRoom) step(cmd Command) error {
	card, sc := &r.sc.card, r.sc
	card.n = 0
	closed := -1
	for i := range r.prizes {
		b := place(chestSlot(i), ActChest, "", false)
		b.Index, b.On = i, r.open[i]
		if r.open[i] {
			b.Label = r.labels[i]
		} else if closed < 0 {
			closed = i
		}
		card.add(b)
	}
	if r.book.progress.Keys == 0 || closed < 0 {
		card.add(place(continueSlot, ActNext, r.texts.lang.Text(lang.Continue), false))
		r.pressOn(cmd)
		return nil
	}
	if b := card.tapped(cmd); b != nil {
		r.openChest(b.Index)
		return nil
	}
	if cmd.Confirm || (sc.autoplay && sc.sceneTick-r.opened >= chestPause && sc.sceneTick >= autoTapTicks) {
		r.openChest(closed)
	}
	return nil
}

// pressOn takes CONTINUE's tap, or a confirm.
func (r *chestRoom) pressOn(cmd Command) {
	if b := r.sc.card.tapped(cmd); (b != nil && b.Act == ActNext) || r.sc.confirmed(cmd) {
		r.sc.card.clicked = true
		r.to.playNext(r.then)
	}
}

// openChest opens chest i with a key, if it is closed and he has one:
// its coins are his, and saved.
func (r *chestRoom) openChest(i int) {
	p := &r.book.progress
	if i < 0 || i >= economy.ChestRoom || r.open[i] || p.Keys == 0 {
		return
	}
	r.open[i], r.opened = true, r.sc.sceneTick
	p.Keys--
	p.Coins = economy.AddCoins(p.Coins, int64(r.prizes[i]))
	r.sc.card.clicked = true
	r.book.persist()
}
