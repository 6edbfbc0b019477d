package flow

import (
	"ropeman/game/rules"
	"ropeman/game/save"
)

// The session's parts own their state and reach the rest of the game
// only through ports, wired once by New (see wire): the save (keeper; the
// shop holds only his purse, the board, the events and the remote tuning
// only his identity and the board's part),
// the screen the scenes share (screen), the texts (words), the tables
// (tuning) and the way to another scene (mover). What a part holds is
// all it may touch: the calendar cannot reach the ads, the shop cannot
// start a run.

// keeper is the player's save: his progress and the one way to keep it.
type keeper struct {
	store    *save.Store
	progress save.Progress
	warn     func(string) // trouble saving (the session's log)
}

// persist saves the progress (off the game loop; trouble reaches the
// player as a notice).
func (k *keeper) persist() {
	if err := k.store.Save(k.progress); err != nil {
		k.warn("save: " + err.Error())
	}
}

// identity is who the player is to the publisher's servers: his
// anonymous board id ("": none yet), made and kept the first time a part
// needs one. The remote tuning and the events hold this much of the save.
type identity interface {
	player() string
	makePlayer() string
}

// consenter is an identity and what he said of sharing his play data
// (PLAY DATA): all the events hold of the save.
type consenter interface {
	identity
	sharesPlayData() bool
}

// boardBook is the leaderboard's part of the save: his id, his name and
// the runs waiting to be posted, and the way to keep them; the board
// cannot reach his coins, skins or levels.
type boardBook interface {
	identity
	board() *save.Board
	persist()
}

func (k *keeper) player() string { return k.progress.Board.Player }

func (k *keeper) makePlayer() string {
	if k.progress.Board.Player == "" {
		k.progress.Board.Player = rules.NewPlayerID()
		k.persist()
	}
	return k.progress.Board.Player
}

func (k *keeper) sharesPlayData() bool { return k.progress.Settings.PlayData }

func (k *keeper) board() *save.Board { return &k.progress.Board }

// screen is what the scenes share: the scene on and how long it has
// been, where the shop and the settings go back to, the card's buttons,
// and who plays (the bot taps through the cards; a replay keeps the
// player's own things, his calendar and his board, out).
type screen struct {
	scene     Scene
	back      Scene // where the shop and the settings go back to
	sceneTick int
	card      card
	autoplay  bool
	replaying bool
	on        [sceneCount]scene // each scene's value (see scenes.go)
}

// confirmed reports a confirm this tick: the key, or the bot once it has
// waited on the menu.
func (sc *screen) confirmed(cmd Command) bool {
	wait := autoTapTicks
	if sc.scene == Result {
		wait = autoResultTicks
	}
	return cmd.Confirm || (sc.autoplay && sc.sceneTick >= wait)
}

// byPerson reports whether a person plays: not the bot, not a replay.
func (sc *screen) byPerson() bool { return !sc.autoplay && !sc.replaying }

// mover goes to another scene (the flow's machine: the scene left and
// the one entered run their own code), or loads a level and plays it.
type mover interface {
	goTo(Scene)
	playNext(level int)
}
