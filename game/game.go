package game

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/ads"
	"ropeman/camera/paint"
	"ropeman/game/audio"
	"ropeman/game/flow"
	"ropeman/game/hud"
	"ropeman/game/internal/timing"
	"ropeman/game/scene"
)

// Options are what main's flags (or the mobile wrapper) set: the flow's
// (level, seed, bot, save folder, ads, log, recording) and the drawing's.
type Options struct {
	flow.Config
	Debug bool // show the FPS/TPS/triangles line
	Mute  bool // no audio context: no sound device is opened
	// Frames, if > 0, ends the game cleanly after that many ticks.
	Frames int
	// Screenshot, if set, is where the last frame is written as PNG
	// (with Frames).
	Screenshot string
	// Platform, if set, brings the phone's data folder, safe area, locale
	// and ad provider changes (see the mobile package).
	Platform *Platform
	// Started is when the process started, for the time-to-first-frame
	// figure of a -frames run (zero: when New was called).
	Started time.Time
	// QA's: UntilResult ends a -frames run half a second after the first
	// result card shows; SafeArea stands in for a phone's insets (top,
	// right, bottom, left, pixels) on a desktop window.
	UntilResult bool
	SafeArea    [4]float32
}

// Game is the ebiten.Game: it reads the finger, steps the Session, and
// hands what the session shows to the scene, the HUD and the audio.
type Game struct {
	flow  *flow.Session // the screens, the run, the ads, the save
	scene scene.Scene   // the run in 3D
	hud   *hud.HUD
	audio *audio.Audio // nil with -mute
	log   func(string)
	opts  Options

	input  inputTuning
	finger finger
	steer  steering

	width, height float32
	dp            float32    // device pixels per dp (the screen's scale)
	insets        [4]float32 // safe area: top, right, bottom, left, pixels
	locale        string
	debug         bool // the FPS/TPS/triangles line and the timings
	shown         bool // a frame has been drawn
	capture       capture
	meter         timing.Meter // what each system costs a frame, with -debug (F3) and -frames
}

// New loads the tuning, the save and the starting level.
func New(opts Options) (*Game, error) {
	g := &Game{opts: opts, debug: opts.Debug, insets: opts.SafeArea}
	if err := flow.LoadTuning(g.tuningTables()); err != nil {
		return nil, err
	}
	var err error
	if g.hud, err = hud.New(); err != nil {
		return nil, err
	}
	g.capture.init(opts)
	if g.flow, err = flow.New(opts.Config); err != nil {
		return nil, err
	}
	g.log = opts.Log
	if g.log == nil {
		g.log = func(string) {}
	}
	if !opts.Mute {
		g.audio = audio.New(g.log)
	}
	g.scene.Open(scene.ViewOf(g.flow))
	g.flow.SetMeter(&g.meter)
	g.timed()
	return g, nil
}

// timed switches the timings on while the debug line shows or a -frames
// run goes: off, nothing reads a clock.
func (g *Game) timed() {
	g.meter.On(g.debug || g.opts.Frames > 0)
	g.scene.Renderer().Timed = g.meter.Running()
}

// tuningTables are the drawing side's tables of assets/tuning.json (the
// Session has the rest).
func (g *Game) tuningTables() map[string]flow.Validator {
	return map[string]flow.Validator{"camera": g.scene.CameraTuning(), "input": &g.input}
}

// SetAds switches the ad provider (a native one registering, or QA's
// simulated one). Call it from the game's goroutine.
func (g *Game) SetAds(p ads.Provider) { g.flow.SetAds(p) }

// applyPlatform takes what the phone reported since the last tick.
func (g *Game) applyPlatform() {
	if g.opts.Platform == nil {
		return
	}
	news, ok := g.opts.Platform.take()
	if !ok {
		return
	}
	if news.dataDir != nil {
		g.flow.UseDataDir(*news.dataDir)
	}
	if news.insets != g.insets {
		g.insets = news.insets
		g.log(fmt.Sprintf("platform: safe area %g %g %g %g", news.insets[0], news.insets[1], news.insets[2], news.insets[3]))
	}
	if news.locale != "" && news.locale != g.locale {
		g.locale = news.locale
		g.flow.SetLocale(news.locale)
		g.log("platform: locale " + news.locale + ", texts in " + g.flow.Lang().Code())
	}
	if news.ads != nil {
		g.SetAds(news.ads)
	}
	if news.resumed {
		g.flow.Ads().Retry()
	}
}

// Update runs one tick.
func (g *Game) Update() error {
	if g.capture.done {
		if g.capture.err != nil {
			return g.capture.err // a -frames run that could not write its screenshot fails
		}
		return ebiten.Termination
	}
	g.capture.tick()
	g.applyPlatform()
	if debugKey() {
		g.debug = !g.debug
		g.timed()
	}
	g.finger.Update(&g.input, g.width, g.height)
	return g.step()
}

// step runs the tick on what the finger did: the flow and the world step,
// the scene, the HUD and the sound follow.
func (g *Game) step() error {
	if err := g.flow.Step(g.command()); err != nil {
		return err
	}
	if g.finger.down && g.flow.Scene() == flow.Play {
		g.steer.held(g.flow.World().Runner.Target())
	}
	m := &g.meter
	t0 := m.Start()
	g.scene.Step(scene.ViewOf(g.flow), g.flow.Events(), g.flow.TakeCut())
	m.Stop(timing.Scene, t0)
	t0 = m.Start()
	g.hud.Step(g.flow)
	m.Stop(timing.HUD, t0)
	if g.audio != nil {
		g.audio.Step(g.mixer(!ebiten.IsFocused()), g.flow.Events(), g.flow.Clicked(), g.coinTick())
	}
	return nil
}

// mixer is what decides the sound this tick: the settings, an ad on
// screen, whether the window is in the background.
func (g *Game) mixer(unfocused bool) audio.Mixer {
	set := &g.flow.Progress().Settings
	return audio.Mixer{Sound: set.Sound, Music: set.Music, Haptics: set.Haptics, Covered: g.flow.Ads().Showing(), Unfocused: unfocused}
}

// coinTick reports a tick of the win card's count-up that chinks a coin.
func (g *Game) coinTick() bool {
	f := g.flow
	return f.Scene() == flow.Result && f.Earned() > 0 && f.Ticks() <= hud.CountUpTicks && f.Ticks()%6 == 1
}

// command turns this tick's finger and keys into a flow.Command.
func (g *Game) command() flow.Command {
	var c flow.Command
	if g.width > 0 && g.height > 0 {
		c.Tap, c.X, c.Y, c.W, c.H, c.DP = g.finger.tapped, g.finger.x, g.finger.y, g.width, g.height, g.dp
		c.Held = g.finger.held
	}
	// On a keyboard the jump key also confirms menus.
	c.Confirm = inputKeyJump()
	c.Jump = c.Confirm || g.finger.swiped
	x := g.flow.World().Runner.X
	if g.finger.pressed {
		g.steer.press(x)
	}
	if g.finger.down {
		c.Steer, c.SteerX = true, g.steer.target(g.finger.dragMetres(&g.input, g.dp))
	}
	if k := inputKeySteer(); k != 0 {
		c.Steer, c.SteerX = true, x+k
	}
	return c
}

// Draw draws one frame: the 3D scene in layers, each one DrawTriangles32
// sorted far-to-near (see scene.Queue), then the HUD over it.
func (g *Game) Draw(screen *ebiten.Image) {
	if g.audio != nil && g.shown {
		// The first frame is up: the sound device opens. Not before it: in
		// the browser, opening it takes the page's thread for 0.4 s.
		g.audio.Start()
	}
	g.shown = true
	g.width, g.height = float32(screen.Bounds().Dx()), float32(screen.Bounds().Dy())
	sc, m := &g.scene, &g.meter
	t0 := m.Start()
	sc.Resize(g.width, g.height)
	sc.Begin()
	top, low := sc.Sky()
	m.Stop(timing.Scene, t0)
	t0 = m.Start()
	paint.Backdrop(screen, sc.Renderer(), sc.Camera(), top, low)
	m.Stop(timing.Submit, t0)
	for k := range scene.Layers {
		// The camera times its own part of the scene's queue and of the
		// batch's flush.
		t0, cam := m.Start(), sc.Stats().Nanos
		sc.Queue(k)
		m.Stop(timing.Scene, t0)
		m.Take(timing.Scene, timing.Camera, sc.Stats().Nanos-cam)
		t0, cam = m.Start(), sc.Stats().Nanos
		paint.Batch(screen, sc.Renderer())
		m.Stop(timing.Submit, t0)
		m.Take(timing.Submit, timing.Camera, sc.Stats().Nanos-cam)
	}
	t0 = m.Start()
	g.hud.Begin(g.height, g.dp, g.insets)
	g.hud.Draw(screen, g.flow, sc.Labels())
	if g.debug {
		g.hud.DrawDebug(screen, sc.Stats(), m)
	}
	m.Stop(timing.HUD, t0)
	m.Frame()
	g.capture.frame(screen, shown{g.flow, &g.scene, g.hud, g.audio, m, g.insets, g.dp})
}

// maxScreenSide caps the drawing size (pixels): the largest phones are
// about 3200 pixels tall, and a bigger screen image than the GPU allows
// would stop the game.
const maxScreenSide = 4096

// LayoutF renders at the device's real pixel size, crisp on phones, up to
// maxScreenSide on the longer side.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	g.dp = float32(s)
	w, h := max(1, outsideWidth*s), max(1, outsideHeight*s)
	if long := max(w, h); long > maxScreenSide {
		w, h = w*maxScreenSide/long, h*maxScreenSide/long
	}
	return w, h
}

// Layout is required by ebiten.Game; Ebitengine calls LayoutF instead.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := g.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// Flush waits for the last save and a finished recording to reach the
// disk (call it before the program ends).
func (g *Game) Flush() { g.flow.Flush() }

// ReplayErr reports a -replay run that ended in another state than its
// recording's.
func (g *Game) ReplayErr() error { return g.flow.ReplayErr() }
