package game

import (
	"encoding/json"
	"fmt"
	"math"
	"runtime"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game/audio"
	"ropeman/game/flow"
	"ropeman/game/hud"
	"ropeman/game/internal/timing"
	"ropeman/game/scene"
)

// capture ends a -frames run: it counts ticks (a "frame" of the flags is
// one 60 Hz tick, so a run covers the same game time however fast the
// machine draws), measures time to the first drawn frame and heap
// allocations per tick after a warm-up, writes the last frame as PNG and
// reports where a known track point landed on screen (so a test can check
// the picture against the camera). It reads the clock and the memory
// statistics only at the first, warm-up and last frames.
type capture struct {
	ticks      int
	draws      int
	limit      int
	path       string
	textless   string                  // where the last frame goes again without its texts
	redraw     func(dst *ebiten.Image) // draws the frame without its texts
	log        func(string)
	start      time.Time
	warmMalloc uint64
	warmBig    uint64 // bigMallocs at the warm-up's end
	warmDraws  int
	done       bool
	err        error // the screenshot could not be written: the run fails
	// untilResult ends the run resultHold ticks after the first result
	// card (resultAt: the tick it showed).
	untilResult bool
	resultAt    int
}

// resultHold is how long a -until result run shows the card: its count-up
// is over by then, and the bot has not yet tapped it away.
const resultHold = flow.CountUpTicks + 5

// warmUpTicks are left out of the allocation figure: buffers grow then.
const warmUpTicks = 120

func (c *capture) init(o Options) {
	c.limit, c.path, c.textless, c.log, c.start, c.untilResult = o.Frames, o.Screenshot, o.ScreenshotTextless, o.Log, o.Started, o.UntilResult
	if c.start.IsZero() {
		c.start = time.Now()
	}
	if c.log == nil {
		c.log = func(string) {}
	}
}

// tick is called at the start of every Update.
func (c *capture) tick() {
	if c.limit <= 0 {
		return
	}
	c.ticks++
	if c.ticks == warmUpTicks {
		c.warmBig, _ = bigMallocs()
		c.warmMalloc, c.warmDraws = mallocs(), c.draws
	}
}

// shown is what a frame showed: the flow's view (its screen and run) and
// whether a replay reached its end, the scene, the HUD over it, the sound,
// and the screen's safe area and scale.
type shown struct {
	view       *flow.View
	session    *flow.Session // its run's state hash, for the summary
	replayOver bool
	scene      *scene.Scene
	hud        *hud.HUD
	audio      *audio.Audio // nil: none
	meter      *timing.Meter
	insets     [4]float32
	dp         float32
}

// frame is called at the end of every Draw; the first Draw after the last
// tick ends the run.
func (c *capture) frame(screen *ebiten.Image, g shown) {
	if c.limit <= 0 || c.done {
		return
	}
	c.draws++
	if c.draws == 1 {
		c.log(fmt.Sprintf("first frame after %d ms (from process start)", time.Since(c.start).Milliseconds()))
	}
	if g.replayOver {
		c.limit = c.ticks
	}
	if c.untilResult && g.view.Scene == flow.Result {
		if c.resultAt == 0 {
			c.resultAt = c.ticks
		}
		if c.ticks >= c.resultAt+resultHold {
			c.limit = c.ticks
		}
	}
	if c.ticks < c.limit {
		return
	}
	c.done = true
	if c.ticks > warmUpTicks {
		n := float64(mallocs() - c.warmMalloc)
		whose := "the game loop's, Ebitengine's window and GL calls included (-mute)"
		if g.audio != nil {
			whose = "the whole process's, the audio driver's thread included (-mute leaves it out)"
		}
		c.log(fmt.Sprintf("heap allocations after warm-up, %s: %.1f per tick, %.1f per drawn frame (%d ticks, %d frames)",
			whose, n/float64(c.ticks-warmUpTicks), n/float64(max(1, c.draws-c.warmDraws)), c.ticks-warmUpTicks, c.draws-c.warmDraws))
		if n, ok := bigMallocs(); ok {
			c.log(fmt.Sprintf("buffers grown after warm-up: %d allocations of %d KiB or more", n-c.warmBig, bigAllocation>>10))
		}
	}
	if g.audio != nil {
		c.log(g.audio.Summary())
	}
	st := g.scene.Stats()
	c.log(fmt.Sprintf("last frame: %d triangles drawn of %d source, %d/%d meshes; level %d, %.1f m, outcome %d",
		st.Drawn, st.Source, st.Meshes-st.Culled, st.Meshes, g.view.LevelN, g.view.Run.Runner.S, g.view.Run.Outcome))
	if x, y, col, ok := g.scene.Probe(); ok {
		c.log(fmt.Sprintf("probe track %d %d %d %d %d", int(x), int(y), to8(col.R), to8(col.G), to8(col.B)))
	}
	c.layout(screen, g)
	c.log("timings: " + string(g.meter.AppendJSON(nil)))
	defer c.summary(g) // the last line
	if c.path != "" {
		if err := writePNG(c.path, screen); err != nil {
			c.err = fmt.Errorf("screenshot: %w", err)
			return
		}
		c.log("screenshot written to " + c.path)
	}
	if c.textless != "" {
		img := ebiten.NewImage(screen.Bounds().Dx(), screen.Bounds().Dy())
		defer img.Deallocate()
		c.redraw(img)
		if err := writePNG(c.textless, img); err != nil {
			c.err = fmt.Errorf("textless screenshot: %w", err)
		}
	}
}

// summary logs the run as one JSON object on a line of its own, the last
// of a -frames run: "summary: {...}". QA and the checks read it.
func (c *capture) summary(g shown) {
	w := &g.view.Run
	st := w.Stats
	round := func(v float32) float64 { return math.Round(float64(v)*1000) / 1000 }
	line, _ := json.Marshal(struct {
		Level      int     `json:"level"`
		Outcome    string  `json:"outcome"`
		Ticks      int     `json:"ticks"`
		Yarn       float64 `json:"yarnM"`
		Collected  float64 `json:"collectedM"`
		LostToCuts float64 `json:"lostToCutsM"`
		Cuts       int     `json:"cuts"`
		Hits       int     `json:"hits"`
		Gates      int     `json:"gates"`
		Multiplier int     `json:"multiplier"`
		Coins      int     `json:"coins"`
		Hash       string  `json:"hash"`
	}{g.view.LevelN, w.Outcome.String(), w.Tick, round(w.Yarn), round(st.Collected), round(st.LostToCuts),
		st.Cuts, st.Hits, st.Gates, w.Finale.Multiplier, g.view.Earned, fmt.Sprintf("%016x", g.session.RunHash())})
	c.log("summary: " + string(line))
}

// layout logs where the last frame's texts landed and, in a run, where the
// track's edges project at his depth, for the layout checks:
// "layout screen W H T R B L" (the insets), "layout text X0 Y0 X1 Y1
// RRGGBBAA SHRINK TEXT" (the colour it was drawn in, alpha its fade, and
// how much it was shrunk to fit its place; a line break as "|"), "layout missing glyph U+XXXX"
// (a rune the font lacks), "layout button
// X0 Y0 X1 Y1 LABEL" (where taps land), "layout edges LEFT RIGHT",
// "layout runner X0 Y0 X1 Y1" (where the Rope-Man is drawn).
func (c *capture) layout(screen *ebiten.Image, g shown) {
	w, h := float32(screen.Bounds().Dx()), float32(screen.Bounds().Dy())
	in := g.insets
	c.log(fmt.Sprintf("layout screen %.0f %.0f %g %g %g %g", w, h, in[0], in[1], in[2], in[3]))
	for _, r := range g.hud.Missing() {
		c.log(fmt.Sprintf("layout missing glyph %U %q", r, r))
	}
	for _, b := range g.hud.Boxes() {
		c.log(fmt.Sprintf("layout text %.1f %.1f %.1f %.1f %02x%02x%02x%02x %.2f %s", b.X0, b.Y0, b.X1, b.Y1, b.Colour.R, b.Colour.G, b.Colour.B, b.Colour.A, b.Shrink, oneLine(b.Text)))
	}
	buttons := g.view.Buttons
	if g.view.Scene == flow.Play {
		buttons = []flow.Button{flow.PauseSlot}
	}
	for i := range buttons {
		x0, y0, x1, y1 := buttons[i].Rect(w, h, g.dp)
		c.log(fmt.Sprintf("layout button %.1f %.1f %.1f %.1f %s", x0, y0, x1, y1, oneLine(buttons[i].Label)))
	}
	if x0, y0, x1, y1, ok := g.scene.RunnerBox(); ok {
		c.log(fmt.Sprintf("layout runner %.1f %.1f %.1f %.1f", x0, y0, x1, y1))
	}
	if g.view.Scene != flow.Play {
		return
	}
	if l, r, ok := g.scene.Edges(); ok {
		c.log(fmt.Sprintf("layout edges %.1f %.1f", l, r))
	}
}

// oneLine writes a text of several lines on one, its lines split by "|".
func oneLine(s string) string { return strings.ReplaceAll(s, "\n", "|") }

func to8(v float32) int { return int(min(1, max(0, v))*255 + 0.5) }

func mallocs() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Mallocs
}

// bigAllocation is the size from which an allocation is a buffer
// growing (a slice of a frame's vertices), not a small object (see
// bigMallocs).
const bigAllocation = 32 << 10
