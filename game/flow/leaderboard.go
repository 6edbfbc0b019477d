package flow

import (
	"bytes"
	"encoding/json"
	"errors"
	"hash/fnv"
	"strconv"
	"strings"
	"time"

	"ropeman/assets/bounds"
	"ropeman/game/board"
	"ropeman/game/lang"
	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/save"
	"ropeman/game/world"
)

// The level of the day's leaderboard, when the publisher runs its server
// (game/server; "leaderboard" in assets/tuning.json names it, off as
// shipped). The title's LEVEL OF THE DAY then opens the day's board: the
// best runs, where he stands, RACE THE BEST (the best run downloaded and
// raced as the ghost) and PLAY. A won run of the day offers, on its result
// card, to be posted: nothing is posted until he has picked a name, and
// nothing but that name, an anonymous id and the run's recording leaves
// the phone. A post waits in the save until the server has it (offline,
// it is tried again, less often each time), and never holds up play: the
// questions go through a board.Agent, off the game loop.

// BoardSettings are the publisher's leaderboard ("leaderboard" in
// assets/tuning.json).
type BoardSettings struct {
	// Server is the address of the publisher's ropeman-server, https
	// only (http for this machine, to test): "" is no leaderboard.
	Server string `json:"server"`
}

// Validate reports an address the game will not speak to.
func (b BoardSettings) Validate() error { return bounds.ServerURL("server", b.Server) }

// Board asks the leaderboard's server off the game loop: a board.Agent.
// Send and Poll never block.
type Board interface {
	Send(board.Request) bool
	Poll() (board.Answer, bool)
}

// BoardRows is how many of the day's best runs its card shows.
const BoardRows = 5

// BoardView is what the day's board card and the names card show.
type BoardView struct {
	Lines  [BoardRows]string // the best runs: "1. Kiko 42   812"
	You    string            // where he stands
	Status string            // LOADING..., OFFLINE, NO RUNS YET TODAY, or ""
}

// postState is what the result card says of the run just won.
type postState uint8

const (
	postNone    postState = iota // nothing to post: no board, not a won run of the day
	postOffered                  // POST TO THE BOARD (or PICK A NAME TO POST)
	postSending
	postPosted // on the board at rank
	postLater  // offline: it waits in the save
	postRefused
)

// Posts that do not reach the server are tried again after retryFirst,
// then twice as long each time, up to retryMost.
const (
	retryFirst = 10 * time.Second
	retryMost  = 5 * time.Minute
)

// boardState is the session's side of the leaderboard.
type boardState struct {
	agent Board // nil: no leaderboard
	day   int   // the day the board card shows, and today for the queue
	view  BoardView
	top   []rules.Entry

	asking   bool // a question about the board is out
	posting  bool // the queue's first run is on its way
	retryAt  time.Duration
	backoff  time.Duration
	fetching bool // RACE THE BEST: the best run is on its way

	run      []byte // the won run of the day on the result card, to post
	runDay   int
	post     postState
	rank     int
	postText string // what the result card's post button says (made when it changes: never per tick)
	nameText string // what the board card's name button says (likewise)

	race     []byte // the best run, to race as the ghost of the day's run
	raceName string // whose run race is

	names   [3]string // the names card's offer
	shuffle int
	then    Scene // where the names card goes back to
	andPost bool  // the names card was opened to post the run

	// its ports: its cards' (the screen, the texts, what the buttons do),
	// his ids, name and queue in the save, the game clock, the log, the
	// day, and the flow's names card and day's run
	cardPorts
	book  boardBook
	clock *time.Duration
	log   func(string)
	days  *calendar
	flow  boardFlow
}

// boardFlow is what the board does with the flow: the names card, and the
// day's run against the best one.
type boardFlow interface {
	goTo(Scene)
	playChallenge()
}

// openBoard starts asking the leaderboard's server at addr (none: "").
func openBoard(addr string) Board {
	if addr == "" {
		return nil
	}
	return board.NewAgent(&board.Client{Base: strings.TrimRight(addr, "/")})
}

// stepBoard collects the server's answers and sends the queue's first
// run when it is due: every tick, whatever the screen (nothing here
// allocates while nothing arrives).
func (b *boardState) stepBoard() {
	if b.agent == nil {
		return
	}
	for {
		a, ok := b.agent.Poll()
		if !ok {
			break
		}
		b.boardAnswer(a)
	}
	q := b.book.board().Queue
	if b.posting || len(q) == 0 || *b.clock < b.retryAt || b.book.board().Name == "" {
		return
	}
	p := rules.Post{Player: b.book.board().Player, Name: b.book.board().Name, Day: dayrun.Date(q[0].Day), Run: q[0].Run}
	b.posting = b.agent.Send(board.Request{Ask: board.AskPost, Post: p})
	if b.posting && b.isThisRun(q[0]) {
		b.setPost(postSending, 0)
	}
}

// isThisRun reports whether p is the run the result card offers.
func (b *boardState) isThisRun(p save.Post) bool {
	return b.run != nil && p.Day == b.runDay && bytes.Equal(p.Run, b.run)
}

// boardAnswer takes one answer of the server's.
func (b *boardState) boardAnswer(a board.Answer) {
	switch a.Request.Ask {
	case board.AskPost:
		b.posting = false
		q := b.book.board().Queue
		this := len(q) > 0 && b.isThisRun(q[0])
		var refused *board.Error
		switch {
		case a.Err == nil || errors.As(a.Err, &refused) && refused.Final():
			if a.Err != nil {
				b.log("leaderboard: the post of " + a.Request.Post.Day + " was refused: " + a.Err.Error())
			}
			if len(q) > 0 {
				b.book.board().Queue = q[1:]
				b.book.persist()
			}
			b.backoff, b.retryAt = 0, *b.clock
			if this && a.Err == nil {
				b.setPost(postPosted, a.Posted.Rank)
			} else if this {
				b.setPost(postRefused, 0)
			}
		default: // offline, or the server busy: again later
			b.backoff = min(retryMost, max(retryFirst, 2*b.backoff))
			b.retryAt = *b.clock + b.backoff
			if this {
				b.setPost(postLater, 0)
			}
		}
	case board.AskBoard:
		b.asking = false
		if a.Err != nil {
			b.view = BoardView{Status: b.texts.lang.Text(lang.Offline)}
			return
		}
		b.showBoard(a.Board)
	case board.AskGhost:
		if !b.fetching {
			return // he left the card: the run he asked for is not raced
		}
		b.fetching = false
		if a.Err != nil {
			b.view.Status = b.texts.lang.Text(lang.Offline)
			return
		}
		b.race = a.Ghost
		b.flow.playChallenge()
	case board.AskRename:
		if a.Err != nil {
			b.log("leaderboard: rename: " + a.Err.Error())
		}
	}
}

// showBoard makes the board card's texts of the server's answer.
func (b *boardState) showBoard(got rules.Board) {
	t := b.texts.lang
	b.top = got.Entries[:min(len(got.Entries), BoardRows)]
	b.view = BoardView{}
	for i, e := range b.top {
		b.view.Lines[i] = strconv.Itoa(e.Rank) + ". " + Isolated(e.Name) + "   " + strconv.Itoa(e.Score)
	}
	switch {
	case got.You != nil:
		b.view.You = t.Count(lang.YouRank, got.You.Rank)
	case len(b.top) > 0:
		b.view.You = t.Text(lang.NotRanked)
	default:
		b.view.Status = t.Text(lang.NoRunsYet)
	}
}

// Isolated returns a player's name as a line shows it: set apart for the
// Unicode bidi algorithm (in FSI and PDI), so that a name in Arabic reads
// right to left in a line that reads left to right, and the rank and the
// score beside it stay where the line puts them. The isolates draw
// nothing.
func Isolated(name string) string { return "\u2068" + name + "\u2069" }

// enter opens today's board and asks the server for it.
func (b *boardState) enter() {
	b.day, b.fetching, b.top = b.days.challengeToday(), false, nil
	b.view = BoardView{Status: b.texts.lang.Text(lang.Loading)}
	b.nameLabel()
	if b.day != 0 && !b.asking {
		b.asking = b.agent.Send(board.Request{Ask: board.AskBoard, Day: b.day, Limit: BoardRows, Player: b.book.board().Player})
	}
}

// The board card's and the names card's slots: the name and RACE THE
// BEST under the day's best runs.
var (
	nameSlot = Button{X0: 0.16, Y0: 0.62, X1: 0.84, Y1: 0.68}
	raceSlot = Button{X0: 0.16, Y0: 0.70, X1: 0.84, Y1: 0.76}
	// postSlot is the result card's POST TO THE BOARD, under the level of
	// the day's streak.
	postSlot = Button{X0: 0.14, Y0: 0.855, X1: 0.86, Y1: 0.915}
)

// step lays out the board card: his name, RACE THE BEST when
// there is a best run, BACK and PLAY.
func (b *boardState) step(cmd Command) error {
	b.sc.card.n = 0
	t := b.texts.lang
	b.sc.card.add(place(nameSlot, ActName, b.nameText, false))
	if len(b.top) > 0 {
		label := t.Text(lang.RaceBest)
		if b.fetching {
			label = t.Text(lang.Loading)
		}
		race := place(raceSlot, ActRaceBest, label, false)
		race.On = true
		b.sc.card.add(race)
	}
	return b.wayOut(cmd)
}

// nameLabel makes the board card's name button's text: his name, or
// PICK A NAME.
func (b *boardState) nameLabel() {
	t := b.texts.lang
	b.nameText = t.Text(lang.PickName)
	if n := b.book.board().Name; n != "" {
		b.nameText = t.With(lang.NameIs, Isolated(n))
	}
}

// raceBest asks for the best run of the day, to race it.
func (b *boardState) raceBest() {
	if len(b.top) == 0 || b.fetching {
		return
	}
	b.fetching, b.raceName = b.agent.Send(board.Request{Ask: board.AskGhost, Ghost: b.top[0].Ghost}), b.top[0].Name
}

// bestGhost returns the downloaded best run to race in the day's run
// starting, and whose it is, if there is one this version plays on this
// level.
func (b *boardState) bestGhost(r *run) (*replay.Log, string, bool) {
	run := b.race
	b.race = nil
	if run == nil || r.dayRun == 0 {
		return nil, "", false
	}
	l, err := replay.Read(run)
	if err == nil {
		err = l.Check(rules.Version, r.levelN, r.content.digest)
	}
	if err != nil {
		b.log("leaderboard: the best run: " + err.Error())
		return nil, "", false
	}
	return l, b.raceName, true
}

// offerPost notes a won run of the day, to offer it on the result card.
func (b *boardState) offerPost(r *run) {
	b.run = nil
	b.setPost(postNone, 0)
	if b.agent == nil || r.dayRun == 0 || r.world.Outcome != world.Won || r.revived || r.recording.play != nil {
		return
	}
	run, err := r.finishedRun()
	if err != nil {
		b.log("leaderboard: " + err.Error())
		return
	}
	b.run, b.runDay = run, r.dayRun
	b.setPost(postOffered, 0)
}

// setPost notes what became of the result card's run (rank: where it
// is on the board, when posted) and makes its button's word.
func (b *boardState) setPost(st postState, rank int) {
	t := b.texts.lang
	b.post, b.rank = st, rank
	switch st {
	case postOffered:
		b.postText = t.Text(lang.PostRun)
		if b.book.board().Name == "" {
			b.postText = t.Text(lang.PickNameToPost)
		}
	case postSending:
		b.postText = t.Text(lang.Posting)
	case postPosted:
		b.postText = t.Count(lang.PostedRank, rank)
	case postLater:
		b.postText = t.Text(lang.PostLater)
	case postRefused:
		b.postText = t.Text(lang.PostRefused)
	default:
		b.postText = ""
	}
}

// postRun queues the run on the result card (a name picked first).
func (b *boardState) postRun() {
	if b.post != postOffered || b.sc.autoplay { // the bot's runs are shown the offer (QA's screens), never posted
		return
	}
	if b.book.board().Name == "" {
		b.andPost, b.then = true, Result
		b.flow.goTo(Names)
		return
	}
	b.queuePost(save.Post{Day: b.runDay, Run: b.run})
	b.retryAt, b.backoff = *b.clock, 0
	b.setPost(postSending, 0)
}

// queuePost keeps a run to post in the save: the days whose board has
// closed dropped, the oldest past save.MaxQueued.
func (b *boardState) queuePost(p save.Post) {
	q := b.book.board().Queue[:0:0]
	for _, o := range b.book.board().Queue {
		if o.Day >= p.Day-1 {
			q = append(q, o)
		}
	}
	q = append(q, p)
	b.book.board().Queue = q[max(0, len(q)-save.MaxQueued):]
	b.book.persist()
}

// makeNames makes the names card's three names: two syllables and a
// number ("Kiro 42"), in the language's script ("キロ 42"), from his id
// and how often he asked for others, so the offer stays while the card
// is open. No two syllables pair into a word a board refuses.
func (b *boardState) makeNames() {
	syl := b.texts.lang.NameSyllables()
	for k := range b.names {
		h := fnv.New64a()
		h.Write([]byte(b.book.board().Player))
		h.Write([]byte{byte(b.shuffle), byte(b.shuffle >> 8), byte(k)})
		b.names[k] = syl.Name(h.Sum64())
	}
}

// enterNames offers three names (he gets his anonymous id now: the names
// are made from it).
func (b *boardState) enterNames() {
	b.book.makePlayer()
	b.makeNames()
}

// stepNames lays out the three names, OTHER NAMES and BACK.
func (b *boardState) stepNames(cmd Command) error {
	b.sc.card.n = 0
	for k, n := range b.names {
		name := place(settingSlot(k), ActName, n, false)
		name.Index, name.On = k+1, n == b.book.board().Name
		b.sc.card.add(name)
	}
	b.sc.card.add(place(settingSlot(len(b.names)), ActOtherNames, b.texts.lang.Text(lang.OtherNames), false))
	b.sc.card.add(place(backSlot, ActBack, b.texts.lang.Text(lang.Back), false))
	if tap := b.sc.card.tapped(cmd); tap != nil {
		return b.to.do(tap.Act, tap.Index)
	}
	return nil
}

// pickName takes the names card's name k (1..3): on every board he is
// on, and the run waiting for it posted.
func (b *boardState) pickName(k int) {
	name, old := b.names[k-1], b.book.board().Name
	b.book.board().Name = name
	b.book.persist()
	b.nameLabel()
	if old != "" && old != name {
		b.agent.Send(board.Request{Ask: board.AskRename, Rename: rules.Rename{Player: b.book.board().Player, Name: name}})
	}
	b.leaveNames()
	if b.andPost {
		b.andPost = false
		b.postRun()
	}
}

// leaveNames goes back to the card the names card was opened from, as it
// was: not entered again (the result card would pay again, the board card
// ask the server again).
func (b *boardState) leaveNames() {
	b.sc.scene, b.sc.sceneTick, b.sc.card.n = b.then, 0, 0
}

// finishedRun is the run just over as the game keeps and posts it: its
// recording, compact, within save.MaxGhostBytes.
func (r *run) finishedRun() ([]byte, error) {
	var run bytes.Buffer
	if err := json.Compact(&run, r.input.Finish(r.world.Tick, r.world.Hash(), false)); err != nil {
		return nil, err
	}
	if run.Len() > save.MaxGhostBytes {
		return nil, errors.New("run of level " + strconv.Itoa(r.levelN) + ": " + strconv.Itoa(run.Len()) + " bytes, more than " + strconv.Itoa(save.MaxGhostBytes))
	}
	return run.Bytes(), nil
}
