package stage

import (
	"fmt"
	"testing"
	"time"
)

// maxOps is the most operations of an input FuzzTheStage plays.
const maxOps = 1000

// FuzzTheStage plays any sequence of shows, SDK callbacks (for the show
// in progress, the one before and ones never asked for), lifecycle
// changes, screens over the game, slow GPU saves, recreated activities
// and time, and holds what a player meets: no show ends twice or runs
// under a running game, no reward of a show never asked for is paid, the
// view is never resumed twice without a pause between, and once the SDK
// and the player are quiet every show has ended and the game runs.
func FuzzTheStage(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 0, 13, 4, 10, 11})
	f.Add([]byte{0, 5, 1, 8, 11, 11, 7, 11, 3, 6})
	f.Add([]byte{15, 0, 12, 12, 1, 12, 10, 14, 3})
	f.Fuzz(func(t *testing.T, ops []byte) {
		// A show's life on a phone is a few dozen calls: past maxOps an
		// input adds time, not cases, and a worker slow to answer its
		// coordinator fails the whole fuzzing (an input of 13,849 ops
		// took 3 s under coverage).
		ops = ops[:min(len(ops), maxOps)]
		r := newRig(t, &phone{})
		var asked []int64           // every show requested, in order
		settled := map[int64]bool{} // shows the game gave up on itself before asking for the next
		last := func(back int) int64 {
			if len(asked) <= back {
				return 0
			}
			return asked[len(asked)-1-back]
		}
		for _, op := range ops {
			before := r.phone.viewCalls()
			switch op % 16 {
			case 0:
				if cur := last(0); cur != 0 && r.game.terminals(cur) == 0 {
					if op/16%2 == 0 {
						break // the game asks for a show only when the last one has ended...
					}
					settled[cur] = true // ...or when it has settled it itself
				}
				asked = append(asked, int64(len(asked)+1)*7)
				r.stage.ShowAd("revive", last(0), "u", "n")
			case 1:
				r.stage.Opened(last(int(op/16) % 2))
			case 2:
				r.stage.Rewarded(last(int(op/16)%3), "coins", 1)
			case 3:
				r.stage.Closed(last(int(op/16) % 2))
			case 4:
				r.stage.ShowFailed(last(0), reasonInternal, "fuzz")
			case 5:
				r.stage.GamePaused()
			case 6:
				r.stage.GameResumed()
			case 7:
				r.stage.ScreenShown()
			case 8:
				r.stage.ScreenHidden()
			case 9:
				r.runFor(time.Duration(op/16) * 100 * time.Millisecond)
			case 10:
				r.runFor(time.Duration(op/16+1) * 4 * time.Second)
			case 11:
				r.runFor(CloseLimit)
			case 12:
				r.phone.over = int(op/16) % 3
			case 13:
				r.phone.opensAct = !r.phone.opensAct
				r.phone.savePolls = int(op/16) - 1
			case 14:
				r.stage.Rewarded(int64(op)*1000+1, "coins", 1) // a show never asked for
			case 15: // the activity recreated
				p := &phone{opensAct: r.phone.opensAct}
				r.phone = p
				r.stage.Attach(p)
				before = nil
			}
			r.settle()
			after := r.phone.viewCalls()[len(before):]
			for i, c := range after {
				prev := "suspend"
				if i > 0 {
					prev = after[i-1]
				} else if len(before) > 0 {
					prev = before[len(before)-1]
				}
				if c == "resume" && prev == "resume" {
					t.Fatalf("op %d: the view resumed twice without a pause between: %v", op, r.phone.viewCalls())
				}
			}
			if cur := r.stage.show.showing; cur != 0 && viewRuns(r.phone) {
				t.Fatalf("op %d: show %d in progress over a running game: %v", op, cur, r.phone.viewCalls())
			}
			for _, e := range r.game.events {
				var showID int64
				if _, err := fmt.Sscanf(e, "rewarded %d", &showID); err == nil && (showID%7 != 0 || showID > last(0)) {
					t.Fatalf("a reward of show %d, never asked for, was paid", showID)
				}
			}
		}
		// The SDK and the player go quiet, the player in the app.
		r.phone.over = 0
		r.stage.ScreenShown()
		r.stage.GameResumed()
		r.runFor(OpenLimit + 2*CloseLimit + time.Minute)
		for _, showID := range asked {
			if n := r.game.terminals(showID); n != 1 && !(settled[showID] && n == 0) {
				t.Fatalf("show %d ended %d times: %v", showID, n, r.game.events)
			}
		}
		if !r.running() {
			t.Fatalf("the game does not run at the end: %v", r.phone.viewCalls())
		}
	})
}

// viewRuns: what the phone's view was last told is to run.
func viewRuns(p *phone) bool {
	v := p.viewCalls()
	if len(v) == 0 {
		return p.resumed
	}
	return v[len(v)-1] == "resume"
}
