// Command curve prints the difficulty curve: for each skill of the bot
// (world.Skill), how often a first try at each level finishes and what it
// earns on average. It plays levels 1..30 and a sample of generated ones
// by default:
//
//	go run ./game/curve                      # 20 tries a level, each skill
//	go run ./game/curve -runs 100 -levels 1-30,31-200/10 -skills casual
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"ropeman/game/lab"
	"ropeman/game/world"
)

func main() {
	runs := flag.Int("runs", 20, "tries per level and skill")
	levels := flag.String("levels", "1-30,31-200/10", "levels: comma-separated N, A-B or A-B/step")
	skills := flag.String("skills", "novice,casual,expert", "skills, comma-separated: "+strings.Join(world.SkillNames, ", "))
	flag.Parse()
	ns, err := parseLevels(*levels)
	if err != nil {
		fmt.Fprintln(os.Stderr, "curve: -levels:", err)
		os.Exit(2)
	}
	names := strings.Split(*skills, ",")
	var picked []world.Skill
	for _, name := range names {
		s, ok := world.SkillNamed(name)
		if !ok {
			fmt.Fprintf(os.Stderr, "curve: -skills: %q is not one of %s\n", name, strings.Join(world.SkillNames, ", "))
			os.Exit(2)
		}
		picked = append(picked, s)
	}
	fmt.Printf("%-6s", "level")
	for _, name := range names {
		fmt.Printf(" | %-8s %%  fell  coins    s", name)
	}
	fmt.Println()
	for _, n := range ns {
		fmt.Printf("%-6d", n)
		for _, s := range picked {
			t, err := lab.FirstTries(n, s, *runs)
			if err != nil {
				fmt.Fprintln(os.Stderr, "curve:", err)
				os.Exit(1)
			}
			fmt.Printf(" | %10.0f %5.0f %6.0f %4.1f", 100*t.Rate(), 100*float64(t.Fell())/float64(max(1, t.Runs)), t.Coins, t.Seconds)
		}
		fmt.Println()
	}
}

// parseLevels reads "1-30,31-200/10,500".
func parseLevels(text string) ([]int, error) {
	var ns []int
	for _, part := range strings.Split(text, ",") {
		span, step := part, "1"
		if i := strings.IndexByte(part, '/'); i >= 0 {
			span, step = part[:i], part[i+1:]
		}
		lo, hi, ok := strings.Cut(span, "-")
		if !ok {
			hi = lo
		}
		a, err1 := strconv.Atoi(lo)
		b, err2 := strconv.Atoi(hi)
		k, err3 := strconv.Atoi(step)
		if err1 != nil || err2 != nil || err3 != nil || a < 1 || b < a || k < 1 {
			return nil, fmt.Errorf("%q: want N, A-B or A-B/step with 1 <= A <= B", part)
		}
		for n := a; n <= b; n += k {
			ns = append(ns, n)
		}
	}
	return ns, nil
}
