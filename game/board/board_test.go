//go:build !js

package board_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ropeman/game/board"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/server"
	"ropeman/game/server/sqlstore"
	"ropeman/game/world"
)

// TestTheClientTalksToTheRealServer posts a real run to the real server
// (on SQLite) through the Agent, as the game does, and reads the board,
// the ghost and a rename back; a refusal is final, and says why.
func TestTheClientTalksToTheRealServer(t *testing.T) {
	const day = 20793
	st, err := sqlstore.Open(context.Background(), filepath.Join(t.TempDir(), "b.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv := httptest.NewServer(server.New(server.Config{Store: st, Now: func() time.Time { return time.Unix(day*86400+3600, 0) }}))
	defer srv.Close()
	run, sc, err := dayrun.Record(day, world.Expert)
	if err != nil || sc.Outcome != world.Won {
		t.Fatalf("the bot's run: %+v %v", sc, err)
	}
	me := "0123456789abcdef0123456789abcdef"
	a := board.NewAgent(&board.Client{Base: srv.URL})
	ask := func(r board.Request) board.Answer {
		t.Helper()
		if !a.Send(r) {
			t.Fatal("the agent took no question")
		}
		for range 1000 {
			if ans, ok := a.Poll(); ok {
				return ans
			}
			time.Sleep(10 * time.Millisecond)
		}
		t.Fatal("no answer in 10 s")
		return board.Answer{}
	}
	posted := ask(board.Request{Ask: board.AskPost, Post: rules.Post{Player: me, Name: "Swift Fox", Day: dayrun.Date(day), Run: run}})
	if posted.Err != nil || posted.Posted.Rank != 1 || posted.Posted.Score != sc.Coins || posted.Posted.Kept != "ranked" {
		t.Fatalf("post: %+v", posted)
	}
	b := ask(board.Request{Ask: board.AskBoard, Day: day, Limit: 5, Player: me})
	if b.Err != nil || len(b.Board.Entries) != 1 || b.Board.Entries[0].Name != "Swift Fox" || b.Board.You == nil || b.Board.You.Rank != 1 {
		t.Fatalf("board: %+v", b)
	}
	g := ask(board.Request{Ask: board.AskGhost, Ghost: b.Board.Entries[0].Ghost})
	if g.Err != nil {
		t.Fatal(g.Err)
	}
	if _, err := dayrun.Verify(g.Ghost, day); err != nil {
		t.Errorf("the ghost downloaded does not replay: %v", err)
	}
	if r := ask(board.Request{Ask: board.AskRename, Rename: rules.Rename{Player: me, Name: "Calm Owl"}}); r.Err != nil {
		t.Errorf("rename: %v", r.Err)
	}
	late := ask(board.Request{Ask: board.AskPost, Post: rules.Post{Player: me, Name: "Swift Fox", Day: dayrun.Date(day + 5), Run: run}})
	var refused *board.Error
	if !errors.As(late.Err, &refused) || refused.Status != 422 || !refused.Final() || refused.Message == "" {
		t.Errorf("a post of a closed day: %v, want a final 422 saying why", late.Err)
	}
	if (&board.Error{Status: 429}).Final() || (&board.Error{Status: 503}).Final() {
		t.Error("a busy server's answer is final: the post would never be sent again")
	}
	down := board.NewAgent(&board.Client{Base: "http://127.0.0.1:1"})
	down.Send(board.Request{Ask: board.AskBoard, Day: day, Limit: 5})
	for range 1000 {
		if ans, ok := down.Poll(); ok {
			if ans.Err == nil || errors.As(ans.Err, &refused) {
				t.Errorf("no server: %v, want a network error (not final)", ans.Err)
			}
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Error("no answer from a server that is not there")
}

// TestAServerThatNeverAnswers: the agent's question ends at the client's
// timeout with an error that is not final (the post is tried again), and
// while it waits Send and Poll return at once, and the queue behind it
// holds eight and refuses the next.
func TestAServerThatNeverAnswers(t *testing.T) {
	stop, asked := make(chan struct{}), make(chan struct{}, 1)
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case asked <- struct{}{}:
		default:
		}
		select {
		case <-r.Context().Done():
		case <-stop:
		}
	}))
	defer hang.Close()
	defer close(stop) // first: the handlers return, then the server closes
	// The first question is held until the client gives up on it, 2 s on:
	// a Send or Poll that waited for the server would see that answer.
	a := board.NewAgent(&board.Client{Base: hang.URL, Timeout: 2 * time.Second})
	if !a.Send(board.Request{Ask: board.AskPost, Post: rules.Post{Player: strings.Repeat("a", 32), Name: "Kiro 42", Day: "2026-12-06", Run: []byte(`{}`)}}) {
		t.Fatal("the agent took no question")
	}
	select { // the first is out: the server has it (on a loaded machine the agent may start late)
	case <-asked:
	case <-time.After(10 * time.Second):
		t.Fatal("the server never got the first question")
	}
	for i := range 8 { // the queue takes eight more while one is out
		if !a.Send(board.Request{Ask: board.AskBoard, Day: 20793, Limit: 5}) {
			t.Fatalf("question %d refused while the first hangs", i+2)
		}
	}
	if a.Send(board.Request{Ask: board.AskBoard}) {
		t.Error("a tenth question taken: the queue is unbounded")
	}
	if _, ok := a.Poll(); ok {
		t.Error("Poll answered while the server hangs: Send or Poll waited for it")
	}
	start := time.Now()
	for {
		if ans, ok := a.Poll(); ok {
			var refused *board.Error
			if ans.Err == nil || errors.As(ans.Err, &refused) {
				t.Errorf("a server that never answers: %v, want a timeout (not final)", ans.Err)
			}
			return
		}
		if time.Since(start) > 10*time.Second {
			t.Fatal("no answer 10 s after the question's 2 s timeout")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
