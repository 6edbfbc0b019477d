package dayrun

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"ropeman/assets"
	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/rules/pay"
	"ropeman/game/world"
)

// The level of the day's leaderboard is filled by the publisher's server
// (game/server) only with runs it has played again itself: the recording
// of a run, replayed here tick by tick with the same world code, must end
// where and how it says. Every player plays the day's level with the same
// seed (Seed), no upgrades and no lesson, so one recording is all the
// server needs, and the ranks compare hands, not purses.

// Score is what a run of the level of the day came to, as its replay
// shows.
type Score struct {
	Day     int // days since 1970-01-01
	Level   int
	Outcome world.Outcome
	Coins   int // what the win paid (0 for a fall)
	Ticks   int // how long the run lasted
	Metres  int // how far he got
}

// The two ways Verify refuses a run: a recording it cannot read
// (ErrMalformed), and one it reads but will not rank (ErrRefused: another
// day, another version, inputs no person makes, a replay that ends
// elsewhere).
var (
	ErrMalformed = errors.New("malformed recording")
	ErrRefused   = errors.New("run refused")
)

// dayTickLimit is five minutes: a bot's run that has not ended by then
// is cut, and a server replays no longer recording.
const dayTickLimit = 5 * 60 * 60

// dayRun is one run of a day's level of the day, set up as the game sets
// one up: the shipped tuning, no upgrades, the day's seed.
type dayRun struct {
	day, level int
	content    string
	w          *world.World
	pay        pay.Run
}

func newDayRun(day int) (*dayRun, error) {
	t, err := shipped()
	if err != nil {
		return nil, err
	}
	r := &dayRun{day: day, level: Level(day)}
	name, data, err := rules.LevelFile(r.level)
	if err != nil {
		return nil, err
	}
	l, err := world.ParseLevel(name, data)
	if err != nil {
		return nil, err
	}
	if r.content, err = rules.Content(r.level); err != nil {
		return nil, err
	}
	r.w = t.run.NewWorld(l, t.run.Rules, Seed(day))
	r.pay = t.pay.Pay(r.level, 0, l.Boss())
	return r, nil
}

// score is what the run came to.
func (r *dayRun) score() Score {
	w := r.w
	sc := Score{Day: r.day, Level: r.level, Outcome: w.Outcome, Ticks: w.Tick, Metres: int(max(0, w.Runner.S))}
	if w.Outcome == world.Won {
		sc.Coins = int(r.pay.Win(w.YarnAtFinish(), w.Multiplier()))
	}
	return sc
}

// Record plays day's level of the day with a bot of the given skill
// and returns its recording, exactly as the game makes it for the
// leaderboard, and its score: the server's tests and its load tool post
// these.
func Record(day int, skill world.Skill) ([]byte, Score, error) {
	r, err := newDayRun(day)
	if err != nil {
		return nil, Score{}, err
	}
	rec := replay.NewRecorder(rules.Version, r.level, r.content, Seed(day))
	w, bot := r.w, world.Bot{Skill: skill}
	for !w.Over() && w.Tick < dayTickLimit {
		in := bot.Input(w)
		rec.Add(w.Tick, in)
		w.Step(in)
	}
	return rec.Finish(w.Tick, w.Hash(), !w.Over()), r.score(), nil
}

// Verify replays the recording of a run of day's level of the day
// and returns its score: refused unless it is of that day's level, seed
// and this version, played without upgrades or lesson to its end, with
// inputs a person could make (replay.Log.Plausible), and its replay ends
// on the tick and at the state its recording says.
func Verify(data []byte, day int) (Score, error) {
	l, err := replay.Read(data)
	if err != nil {
		return Score{}, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	r, err := newDayRun(day)
	if err != nil {
		return Score{}, err
	}
	refuse := func(format string, a ...any) (Score, error) {
		return Score{}, fmt.Errorf("%w: %s", ErrRefused, fmt.Sprintf(format, a...))
	}
	switch {
	case l.Game != rules.Version:
		return refuse("made by game version %q; this server ranks %q", l.Game, rules.Version)
	case l.Level != r.level:
		return refuse("a run of level %d; the level of the day %d is level %d", l.Level, day, r.level)
	case l.Seed != Seed(day):
		return refuse("seed %d is not the day's", l.Seed)
	case l.Content != r.content:
		return refuse("made against another level file or tuning")
	case l.Tuning != nil:
		return refuse("the level of the day is played on the shipped tuning, not a remote override")
	case slices.ContainsFunc(l.Upgrades[:], func(n int) bool { return n != 0 }) || l.Teach:
		return refuse("the level of the day is played without upgrades or lesson")
	case l.Unfinished:
		return refuse("the run was cut short")
	case l.Ticks > dayTickLimit: // a replay costs the server its length: a level lasts under a minute
		return refuse("%d ticks, longer than any run of a level (%d)", l.Ticks, dayTickLimit)
	}
	if err := l.Plausible(); err != nil {
		return refuse("%v", err)
	}
	w, in := r.w, replay.NewPlayer(l)
	for !in.Done(w.Tick) && !w.Over() {
		w.Step(in.Input(w.Tick))
	}
	switch {
	case !w.Over():
		return refuse("the replay is still running at tick %d, where the recording ends", w.Tick)
	case w.Tick != l.Ticks:
		return refuse("the replay ends at tick %d, the recording at %d", w.Tick, l.Ticks)
	case fmt.Sprintf("%016x", w.Hash()) != l.Hash:
		return refuse("the replay ends at state %016x, the recording at %s", w.Hash(), l.Hash)
	}
	return r.score(), nil
}

// Runs returns n different won runs of day's level of the day, as
// Record records them: the expert bot's (a level of the day can
// beat a casual player), its aim a little different each run. The
// server's load tool and tests post these.
func Runs(day, n int) ([][]byte, []Score, error) {
	var recs [][]byte
	var scores []Score
	for i := 0; len(recs) < n; i++ {
		if i > 4*n+10 {
			return nil, nil, fmt.Errorf("level of the day %d: the expert bot won %d of %d tries", day, len(recs), i)
		}
		skill := world.Expert
		skill.AimNoise += float32(i) * 0.003
		rec, sc, err := Record(day, skill)
		if err != nil {
			return nil, nil, err
		}
		if sc.Outcome == world.Won {
			recs, scores = append(recs, rec), append(scores, sc)
		}
	}
	return recs, scores, nil
}

// shipped is the shipped tuning as a run of the level of the day reads
// it, once: the run's tables, strictly, and the economy's pay rows. The
// economy's other rows (prices, the calendar, the chests) are the game's:
// skipped here, they are read whole and strictly by the game
// (economy.Economy embeds pay.Rows), and the shipped file passes that.
var shipped = sync.OnceValues(func() (*shippedTuning, error) {
	t := &shippedTuning{}
	if err := rules.LoadTuning(t.run.Tables()); err != nil {
		return nil, err
	}
	var raw json.RawMessage
	if err := assets.Tuning("economy", &raw); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(raw, &t.pay); err != nil {
		return nil, fmt.Errorf("%s: economy: %w", assets.TuningFile, err)
	}
	if err := t.pay.Validate(); err != nil {
		return nil, fmt.Errorf("%s: economy: %w", assets.TuningFile, err)
	}
	return t, nil
})

type shippedTuning struct {
	run rules.Tuning
	pay pay.Rows
}
