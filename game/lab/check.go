package lab

import (
	"fmt"
	"runtime"
	"strings"
	"sync"

	"ropeman/game/world"
)

// The bots' approval of a tuning override (ropeman-tune check): before
// any player meets an override, the game's bots play it as players would,
// and it is refused, with the level and the bot that break the design,
// when:
//   - a casual player finishes fewer than 95 % of his first tries at one of
//     levels 1-5 (the start teaches; it does not wall);
//   - a novice finishes fewer than one first try in ten at a level: he
//     would stall there;
//   - levels 20 to the last are finished by a casual player 50-90 % of the
//     time on average (the design's 60-80 %, with room for a sample);
//   - pay does not grow with skill (novice, casual, expert, summed over
//     20 levels or more);
//   - the economy leaves him 5 levels or more in a row with nothing new
//     he can afford (the casual bot, buying the cheapest as he can).

// Check is how much of the game the bots play.
type Check struct {
	Runs int // first tries a level for the casual bot (the novice and the expert half that; 0: 20)
	Last int // the last level played (0: 30, the shipped levels)
}

// Verdict is what the bots made of an override: its refusals (none: it
// is approved), and the table they played, for the publisher.
type Verdict struct {
	Refusals []string
	Report   string
}

// CheckTuning has the bots play levels 1..c.Last with the tables of other
// replacing the shipped ones (as -tuning takes them), on every core.
func CheckTuning(other []byte, c Check) (Verdict, error) {
	c.Runs, c.Last = max(c.Runs, 0), max(c.Last, 0)
	if c.Runs == 0 {
		c.Runs = 20
	}
	if c.Last == 0 {
		c.Last = 30
	}
	levels := make([]int, c.Last)
	for i := range levels {
		levels[i] = i + 1
	}
	t, err := Load(other)
	if err != nil {
		return Verdict{}, err
	}
	played, err := t.playTries(levels, c.Runs)
	if err != nil {
		return Verdict{}, err
	}
	rows := append([][3]Tries{{}}, played...) // by level
	var v Verdict
	var report strings.Builder
	refuse := func(format string, a ...any) { v.Refusals = append(v.Refusals, fmt.Sprintf(format, a...)) }
	report.WriteString("level | novice %  coins | casual %  coins | expert %  coins\n")
	var pay [3]float64
	var late float64
	for n := 1; n <= c.Last; n++ {
		r := rows[n]
		fmt.Fprintf(&report, "%5d | %8.0f %6.0f | %8.0f %6.0f | %8.0f %6.0f\n", n, 100*r[0].Rate(), r[0].Coins, 100*r[1].Rate(), r[1].Coins, 100*r[2].Rate(), r[2].Coins)
		for k := range pay {
			pay[k] += r[k].Coins
		}
		if n <= 5 && r[1].Rate() < 0.95 {
			refuse("level %d: the casual bot finishes %.0f %% of first tries; levels 1-5 want 95 %% or more", n, 100*r[1].Rate())
		}
		if r[0].Rate() < 0.1 {
			refuse("level %d: the novice bot finishes %.0f %% of first tries: he would stall (want one in ten or more)", n, 100*r[0].Rate())
		}
		if n >= 20 {
			late += r[1].Rate()
		}
	}
	if c.Last >= 25 {
		if mean := late / float64(c.Last-19); mean < 0.5 || mean > 0.9 {
			refuse("levels 20-%d: the casual bot finishes %.0f %% of first tries on average; the design wants 60-80 %% (50-90 %% for a sample)", c.Last, 100*mean)
		}
	}
	if c.Last >= 20 && !(pay[0] < pay[1] && pay[1] < pay[2]) { // a few easy levels pay alike
		refuse("pay does not grow with skill: coins a try summed over the levels, novice %.0f, casual %.0f, expert %.0f", pay[0], pay[1], pay[2])
	}
	e, err := t.playEconomy(c.Last, false, "player-one")
	if err != nil {
		refuse("the economy: %v", err)
	} else {
		fmt.Fprintf(&report, "\nthe economy (the casual bot buying the cheapest new thing as he can):\n%s", e.table.String())
		if w, from := e.longestWait(c.Last); w >= 5 {
			refuse("levels %d-%d: nothing new he can afford for %d levels in a row (want at most 4)", from+1, from+w, w)
		}
	}
	v.Report = report.String()
	return v, nil
}

// playTries plays each level's first tries by the novice, the casual and
// the expert bot (runs for the casual, half that for the others), under
// t, on every core.
func (t *Tables) playTries(levels []int, runs int) ([][3]Tries, error) {
	skills := [3]world.Skill{world.Novice, world.Casual, world.Expert}
	tries := [3]int{max(1, runs/2), runs, max(1, runs/2)}
	jobs := make([]tryJob, 0, 3*len(levels))
	for _, n := range levels {
		for k := range skills {
			jobs = append(jobs, tryJob{level: n, skill: skills[k], runs: tries[k]})
		}
	}
	played, err := t.playJobs(jobs)
	if err != nil {
		return nil, err
	}
	rows := make([][3]Tries, len(levels))
	for i, row := range played {
		rows[i/3][i%3] = row
	}
	return rows, nil
}

// tryJob is a level's first tries by a skill: runs of them.
type tryJob struct {
	level int
	skill world.Skill
	runs  int
}

// playJobs plays the jobs' first tries under t on every core, and returns
// them in the jobs' order.
func (t *Tables) playJobs(jobs []tryJob) ([]Tries, error) {
	rows := make([]Tries, len(jobs))
	errs := make(chan error, 1)
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				row, err := t.firstTries(jobs[j].level, jobs[j].skill, jobs[j].runs)
				if err != nil {
					select {
					case errs <- err:
					default:
					}
				}
				rows[j] = row
			}
		}()
	}
	for j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	select {
	case err := <-errs:
		return nil, err
	default:
		return rows, nil
	}
}
