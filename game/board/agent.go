package board

import (
	"context"
	"time"

	"ropeman/game/rules"
)

// Ask is what an Agent is asked to do.
type Ask uint8

const (
	AskPost Ask = iota + 1
	AskBoard
	AskGhost
	AskRename
)

// Request is one question for the server.
type Request struct {
	Ask    Ask
	Post   rules.Post   // AskPost
	Day    int          // AskBoard
	Limit  int          // AskBoard
	Player string       // AskBoard: whose standing
	Ghost  string       // AskGhost
	Rename rules.Rename // AskRename
}

// Answer is the server's answer to a Request (Err: none came, or a
// refusal, an *Error).
type Answer struct {
	Request Request
	Posted  rules.Posted
	Board   rules.Board
	Ghost   []byte
	Err     error
}

// Timeout is how long a question waits for its answer, unless the
// Client says otherwise.
const Timeout = 15 * time.Second

// Agent asks a Client's server off the game loop, one question at a
// time, in the order sent: Send and Poll never block.
type Agent struct {
	client  *Client
	asks    chan Request
	answers chan Answer
}

// NewAgent starts an agent asking c.
func NewAgent(c *Client) *Agent {
	a := &Agent{client: c, asks: make(chan Request, 8), answers: make(chan Answer, 8)}
	go a.run()
	return a
}

// Send queues a question; false when eight are already waiting.
func (a *Agent) Send(r Request) bool {
	select {
	case a.asks <- r:
		return true
	default:
		return false
	}
}

// Poll returns an answer that has come, if one has.
func (a *Agent) Poll() (Answer, bool) {
	select {
	case ans := <-a.answers:
		return ans, true
	default:
		return Answer{}, false
	}
}

func (a *Agent) run() {
	for r := range a.asks {
		ctx := context.Background()
		ans := Answer{Request: r}
		switch r.Ask {
		case AskPost:
			ans.Posted, ans.Err = a.client.Post(ctx, r.Post)
		case AskBoard:
			ans.Board, ans.Err = a.client.Board(ctx, r.Day, r.Limit, r.Player)
		case AskGhost:
			ans.Ghost, ans.Err = a.client.Ghost(ctx, r.Ghost)
		case AskRename:
			ans.Err = a.client.Rename(ctx, r.Rename)
		}
		a.answers <- ans // the game polls every tick: at most eight wait
	}
}
