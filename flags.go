package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"ropeman/ads"

	"ropeman/game"
	"ropeman/game/flow"
	"ropeman/game/rules"
	"ropeman/game/world"
)

// Ranges of the numeric flags: outside them the game says which flag is
// wrong and exits with code 2, before it opens a window.
const (
	maxFrames     = 10_000_000 // ticks: 46 hours of play
	minWindowSide = 160        // device-independent pixels
	maxWindowSide = 8192
)

// settings are what the flags set.
type settings struct {
	opts          game.Options
	width, height int // the window, device-independent pixels
	// compareWith is the tuning file an A/B replay plays the recording
	// under besides the shipped one (-tuning): no window opens.
	compareWith string
	// cpuProfile is where a CPU profile of the whole run goes (desktop).
	cpuProfile string
}

// parseFlags reads the command line (in the browser: the page's query
// string) and checks every value.
func parseFlags(args []string, stderr io.Writer) (settings, error) {
	var s settings
	fs, words := s.define(stderr)
	if err := fs.Parse(args); err != nil {
		return s, err // the flag package has printed what was wrong and the usage
	}
	if fs.NArg() > 0 {
		return s, fmt.Errorf("unexpected argument %q (flags start with -)", fs.Arg(0))
	}
	return s, s.check(words)
}

// wordFlags are the flags given as words, read into settings by check.
type wordFlags struct {
	skill, screen, safeArea *string
	privacyRegion           *bool
}

// define makes the flag set that fills s.
func (s *settings) define(stderr io.Writer) (*flag.FlagSet, wordFlags) {
	fs := flag.NewFlagSet("ropeman", flag.ContinueOnError)
	fs.SetOutput(stderr)
	o := &s.opts
	fs.IntVar(&o.Level, "level", 0, fmt.Sprintf("level to start at (1..%d; 0: where the save left off)", rules.MaxLevel))
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the run's random generator")
	fs.BoolVar(&o.Autoplay, "autoplay", false, "let the bot play (and tap through the menus)")
	fs.BoolVar(&o.Debug, "debug", false, "show FPS, TPS, triangle counts and what each system costs a frame (F3 toggles)")
	fs.BoolVar(&o.Gizmos, "gizmos", false, "draw the gizmos over the scene: bones, IK targets, foot rays and their hits, planted feet, each leg's gait, spider paths and goals, the rope's colliders and its strain (F4 toggles them)")
	fs.BoolVar(&o.Mute, "mute", false, "open no sound device at all (-frames runs then count the game loop's allocations without the audio thread's: Ebitengine's window and GL calls' are still in)")
	fs.IntVar(&o.Frames, "frames", 0, fmt.Sprintf("quit cleanly after this many 60 Hz ticks (0..%d; 0: play until closed)", maxFrames))
	fs.StringVar(&o.Screenshot, "screenshot", "", "with -frames: write the last frame to this PNG file")
	fs.StringVar(&s.cpuProfile, "cpuprofile", "", "write a CPU profile of the run to this file, for go tool pprof (desktop)")
	fs.StringVar(&o.ScreenshotTextless, "screenshot-textless", "", "with -frames: write the last frame again with no text drawn to this PNG file (QA: the texts are where the two differ)")
	fs.StringVar(&o.DataDir, "data", defaultDataDir(), "folder for the save (empty: keep nothing)")
	fs.StringVar(&o.Locale, "lang", systemLocale(), "the locale whose language the texts are in, until the player picks one in the settings (de, pt-BR, ru_RU…; default: the system's, from $LC_ALL, $LC_MESSAGES or $LANG)")
	fs.BoolVar(&o.ColourBlind, "colourblind", false, "switch colour-blind play on (each yarn colour a pattern and a palette kept apart under colour blindness; saved like the setting)")
	fs.BoolVar(&o.UntilResult, "until-result", false, "with -frames: end the run shortly after the first result card (for screenshots)")
	var w wordFlags
	w.skill = fs.String("skill", "perfect", "with -autoplay: how the bot plays: perfect, or as a novice, casual or expert player (what a person sees, a reaction time, timing and aim errors)")
	fs.BoolVar(&o.AutoFail, "autofail", false, "with -autoplay: the bot steers off the track (for the fail card)")
	fs.StringVar(&o.Record, "record", "", "write the first run's input to this file when it ends (a replay)")
	fs.StringVar(&o.Replay, "replay", "", "play a recorded run back, and end where it ended, printing whether the state hash matches")
	fs.StringVar(&o.BoardServer, "board", "", "the level of the day's leaderboard server (https://…, or http:// on this machine), instead of the tuning's")
	fs.StringVar(&o.AnalyticsServer, "events", "", "the publisher's server that takes the events of play (https://…, or http:// on this machine), instead of the tuning's")
	fs.BoolVar(&o.RopeCheck, "ropecheck", false, "with -replay: print the rope's worst stretch and the tick it happened")
	fs.StringVar(&s.compareWith, "tuning", "", "with -replay: an A/B replay, with no window: play the recording under the shipped tuning and again with the tables this JSON file holds (rope, trail, tiers…), and print both runs' rope stretch, substeps and tick cost side by side, and where the runs part")
	w.screen = fs.String("screen", "title", "the screen to start on: title, play, daylevel (the level of the day's run), leaderboard (its board: with -board), shop, upgrades, daily, chests, settings, languages or pause (for screenshots; chests gives progress in memory a room's keys)")
	w.privacyRegion = fs.Bool("privacy-region", false, "the simulated ad network acts as in a region whose law requires privacy options (the EEA, the UK): SETTINGS offers PRIVACY")
	w.safeArea = fs.String("safearea", "", "stand in for a phone's safe area on a desktop window: top,right,bottom,left in pixels")
	fs.IntVar(&s.width, "width", 405, fmt.Sprintf("window width in device-independent pixels (%d..%d)", minWindowSide, maxWindowSide))
	fs.IntVar(&s.height, "height", 720, fmt.Sprintf("window height in device-independent pixels (%d..%d)", minWindowSide, maxWindowSide))
	return fs, w
}

// check checks the parsed values and reads the word flags; the first
// error names the flag.
func (s *settings) check(w wordFlags) error {
	o := &s.opts
	inRange := func(name string, v, lo, hi int) error {
		if v < lo || v > hi {
			return fmt.Errorf("-%s %d: must be within %d..%d", name, v, lo, hi)
		}
		return nil
	}
	if err := errors.Join(
		inRange("level", o.Level, 0, rules.MaxLevel),
		inRange("frames", o.Frames, 0, maxFrames),
		inRange("width", s.width, minWindowSide, maxWindowSide),
		inRange("height", s.height, minWindowSide, maxWindowSide),
	); err != nil {
		return err
	}
	screens := map[string]flow.Scene{"title": flow.Title, "shop": flow.Shop, "settings": flow.Settings, "pause": flow.Pause, "play": flow.Play, "upgrades": flow.Upgrades, "daily": flow.Daily, "chests": flow.Chests, "languages": flow.Languages, "daylevel": flow.Play, "leaderboard": flow.Leaderboard}
	sc, ok := screens[*w.screen]
	if !ok {
		return fmt.Errorf("-screen %q: must be title, play, daylevel, leaderboard, shop, upgrades, daily, chests, settings or pause", *w.screen)
	}
	o.Open, o.DayLevel = sc, *w.screen == "daylevel"
	if err := parseSafeArea(*w.safeArea, &o.SafeArea); err != nil {
		return err
	}
	skill, ok := world.SkillNamed(*w.skill)
	if !ok {
		return fmt.Errorf("-skill %q: want one of %s", *w.skill, strings.Join(world.SkillNames, ", "))
	}
	o.BotSkill = skill
	if *w.privacyRegion {
		o.Ads = &ads.Simulated{Flags: ads.SimFlags{PrivacyRegion: true}}
	}
	return s.checkRun()
}

// systemLocale returns the locale the environment names, the way POSIX
// programs pick it ("" when none is set).
func systemLocale() string {
	for _, v := range [...]string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := os.Getenv(v); l != "" {
			return l
		}
	}
	return ""
}

// parseSafeArea reads -safearea's "top,right,bottom,left" into insets
// (nothing when it is empty).
func parseSafeArea(text string, insets *[4]float32) error {
	if text == "" {
		return nil
	}
	var t, r, b, l float32
	if n, err := fmt.Sscanf(text, "%g,%g,%g,%g", &t, &r, &b, &l); err != nil || n != 4 {
		return fmt.Errorf("-safearea %q: want four pixel counts, top,right,bottom,left", text)
	}
	for _, v := range [4]float32{t, r, b, l} {
		if !(v >= 0 && v <= maxWindowSide/4) {
			return fmt.Errorf("-safearea %q: each inset must be within 0..%d", text, maxWindowSide/4)
		}
	}
	*insets = [4]float32{t, r, b, l}
	return nil
}

// checkRun checks the flags that go together: a rope check needs a
// replay, which runs as a -frames run, and a screenshot needs -frames and
// a file it can write.
func (s *settings) checkRun() error {
	o := &s.opts
	if o.RopeCheck && o.Replay == "" {
		return errors.New("-ropecheck needs -replay FILE")
	}
	if s.compareWith != "" && o.Replay == "" {
		return errors.New("-tuning needs -replay FILE (it replays the recording under that tuning)")
	}
	if o.Replay != "" && o.Frames == 0 {
		o.Frames = maxFrames // the replay ends the run where the recording did
	}
	for _, shot := range []struct{ flag, path string }{{"-screenshot", o.Screenshot}, {"-screenshot-textless", o.ScreenshotTextless}} {
		if shot.path == "" {
			continue
		}
		if o.Frames == 0 {
			return fmt.Errorf("%s needs -frames N", shot.flag)
		}
		// Fail now, not after the whole run: the file must be writable.
		f, err := os.OpenFile(shot.path, os.O_WRONLY|os.O_CREATE, 0o644)
		if err != nil {
			return fmt.Errorf("%s: %w", shot.flag, err)
		}
		f.Close()
	}
	return nil
}

// defaultDataDir is the user's config folder (none in the browser).
func defaultDataDir() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "ropeman")
}
