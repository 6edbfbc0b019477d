package flow

import (
	"fmt"
	"testing"

	"ropeman/game/lang"
	"ropeman/game/rules"
	"ropeman/game/save"
)

// flowLog is a test's flow: what the scenes asked of it, in order.
type flowLog []string

func (f *flowLog) do(a Action, index int) error { *f = append(*f, fmt.Sprintf("do %d", a)); return nil }
func (f *flowLog) play()                        { *f = append(*f, "play") }
func (f *flowLog) goTo(sc Scene)                { *f = append(*f, fmt.Sprintf("goTo %d", sc)) }
func (f *flowLog) playNext(level int)           { *f = append(*f, "playNext") }

// tapOn steps sc with a tap on its button of act (laid out by a step
// first), as a 360x780 phone taps it.
func tapOn(t *testing.T, sc scene, on *screen, act Action) {
	t.Helper()
	if err := sc.step(Command{}); err != nil {
		t.Fatal(err)
	}
	for i := range on.card.n {
		if b := on.card.buttons[i]; b.Act == act {
			if err := sc.step(Command{Tap: true, X: (b.X0 + b.X1) / 2 * 360, Y: (b.Y0 + b.Y1) / 2 * 780, W: 360, H: 780}); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no %v button among %d", act, on.card.n)
}

// A scene is a value that can be made, stepped and tested alone, with
// only its ports: the pause card hands its buttons to the flow, a tap
// beside them resumes, and the chest room opens a chest with a key from
// the wallet it holds, saves, and goes on through its mover — no Session
// anywhere.
func TestASceneWorksAloneThroughItsPorts(t *testing.T) {
	var on screen
	var w words
	var f flowLog
	w.pick("", &economyForTests(t).economy)
	pause := &pauseCard{cardPorts{sc: &on, texts: &w, to: &f}}
	pause.enter()
	tapOn(t, pause, &on, ActHome)
	if err := pause.step(Command{Tap: true, X: 5, Y: 5, W: 360, H: 780}); err != nil { // beside every button
		t.Fatal(err)
	}
	if want := (flowLog{fmt.Sprintf("do %d", ActHome), "play"}); len(f) != 2 || f[0] != want[0] || f[1] != want[1] {
		t.Errorf("the pause card asked the flow %v, want %v", f, want)
	}

	f = nil
	book := keeper{warn: func(msg string) { t.Error(msg) }}
	book.store, book.progress = save.Memory()
	book.progress.Keys, book.progress.Coins = 1, 10
	tables := economyForTests(t)
	room := &chestRoom{book: &book, sc: &on, texts: &w, tables: tables, to: &f}
	room.ready(4, 100)
	room.enter()
	on.scene = Chests
	tapOn(t, room, &on, ActChest)
	if book.progress.Keys != 0 || book.progress.Coins <= 10 || book.progress.Rooms != 1 {
		t.Errorf("after a chest: %d keys, %d coins, %d rooms; want the key spent on its coins and the room counted", book.progress.Keys, book.progress.Coins, book.progress.Rooms)
	}
	tapOn(t, room, &on, ActNext)
	if len(f) != 1 || f[0] != "playNext" {
		t.Errorf("CONTINUE asked the flow %v, want the next level played", f)
	}
	if w.lang.Text(lang.Continue) == "" {
		t.Error("the room's words are empty")
	}
}

// economyForTests is the shipped tuning, read as a session reads it.
func economyForTests(t *testing.T) *tuning {
	t.Helper()
	var tn tuning
	if err := rules.LoadTuning(tn.tables()); err != nil {
		t.Fatal(err)
	}
	return &tn
}
