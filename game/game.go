package game

import (
	"fmt"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/ads"
	"ropeman/camera/mesh"
	"ropeman/camera/paint"
	"ropeman/game/audio"
	"ropeman/game/flow"
	"ropeman/game/hud"
	"ropeman/game/internal/timing"
	"ropeman/game/rules"
	"ropeman/game/scene"
)

// Options are what main's flags (or the mobile wrapper) set: the flow's
// (level, seed, bot, save folder, ads, log, recording) and the drawing's.
type Options struct {
	flow.Config
	Debug bool // show the FPS/TPS/triangles line
	// Gizmos draws the debug overlay of bones, IK targets, foot rays,
	// gaits, spider paths, colliders and the rope's strain (F4 toggles it;
	// a four-finger tap on a phone's debug build).
	Gizmos bool
	Mute   bool // no audio context: no sound device is opened
	// Frames, if > 0, ends the game cleanly after that many ticks.
	Frames int
	// Screenshot, if set, is where the last frame is written as PNG
	// (with Frames). ScreenshotTextless, if set, is where the same frame
	// is written again with none of its texts drawn: QA finds each text
	// on the screenshot where the two differ.
	Screenshot, ScreenshotTextless string
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
	// SoundOnFirstInput opens the sound device at the player's first
	// touch, click or key instead of after the first frame: a browser
	// lets a page's sound start only then anyway, and opening it holds
	// the page's one thread for a few hundred milliseconds.
	SoundOnFirstInput bool
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
	dp            float32     // device pixels per dp (the screen's scale)
	scale         screenScale // dp, asked of the monitor at most every half second
	insets        [4]float32  // safe area: top, right, bottom, left, pixels
	locale        string
	debug         bool // the FPS/TPS/triangles line and the timings
	gizmos        bool // the gizmos' overlay (see scene.Gizmos)
	giz           scene.Gizmos
	debugBuild    bool             // a phone's debug build: four fingers toggle the gizmos
	touches       []ebiten.TouchID // scratch: the fingers down
	start         starting
	audioAsked    bool         // with SoundOnFirstInput: the player's first input came
	keys          []ebiten.Key // scratch of anyKeyPressed
	capture       capture
	meter         timing.Meter // what each system costs a frame, with -debug (F3) and -frames
	pinned        bool         // the game loop's goroutine is locked to its thread (see startWork)
}

// starting is how far the game's start has come: the stages that make
// it, its first frames and the room they make.
type starting struct {
	booted   int           // the boot stages run (see Boot)
	made     chan error    // Open's goroutine's end: its stages' error (nil once waited for)
	err      error         // the error a stage ended the start with
	shown    bool          // a frame has been drawn
	warm     bool          // the warm stages ran for a screen's size
	frames   int           // the start's frames drawn (see startFrames)
	reserved *ebiten.Image // the screen image paint.Reserve made room on
	roomMade bool          // the scene has made play's room (after the first frame)
}

// New loads the tuning, the save and the starting level: the whole game
// is made before it returns.
func New(opts Options) (*Game, error) {
	g := Boot(opts)
	for g.booting() {
		if err := g.bootStep(); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// Open returns a game that makes itself on a goroutine of its own while
// Ebitengine opens the window (a quarter of a second on a desktop, nearly
// all of it the window system's), its stage built for a window of width
// x height dp (a window of another size builds it again at the first
// frame): its first frame, the title, is then up about as soon as a bare
// Ebitengine program's. Ebitengine's first call (Layout, Update or Draw)
// waits for it; a stage's error ends the game at its first Update. The
// warm stages that draw are left to the first frame, which draws the
// same anyway.
func Open(opts Options, width, height float64) *Game {
	g := Boot(opts)
	w, h := g.screenFor(width, height)
	g.width, g.height = float32(int(w)), float32(int(h))
	g.start.made = make(chan error, 1)
	go func() {
		for _, stage := range bootStages[:len(bootStages)-1] { // all but warmHUD, which draws into an image
			if err := stage(g); err != nil {
				g.start.made <- err
				return
			}
		}
		g.start.booted = len(bootStages)
		g.start.made <- nil
	}()
	return g
}

// await waits for Open's goroutine to end, once.
func (g *Game) await() {
	if g.start.made != nil {
		g.start.err = <-g.start.made
		g.start.made = nil
	}
}

// Boot returns a game that draws the page's sky first and makes itself
// in the tick after that frame: the browser build starts this way, so its
// first frame is up as soon as a bare Ebitengine program's (the stages
// then take about a third of a second of the page's thread, before the
// title). An error of a stage ends the game (Update returns it).
func Boot(opts Options) *Game {
	return &Game{opts: opts, debug: opts.Debug, gizmos: opts.Gizmos, insets: opts.SafeArea, scale: screenScale{ask: monitorScale}}
}

// bootStages make the game, in order; warmHUD, the one that draws into an
// image, last (Open runs the others on a goroutine of its own).
var bootStages = [...]func(g *Game) error{
	(*Game).loadHUD,
	(*Game).openFlow,
	(*Game).openScene,
	(*Game).warmStage,
	(*Game).warmFrame,
	(*Game).warmHUD,
}

// booting reports whether the game is still being made.
func (g *Game) booting() bool { return g.start.booted < len(bootStages) }

// bootStep runs the next stage.
func (g *Game) bootStep() error {
	err := bootStages[g.start.booted](g)
	g.start.booted++
	return err
}

// loadHUD makes the HUD with its font.
func (g *Game) loadHUD() error {
	g.hud = hud.New()
	return nil
}

// openFlow reads the tuning (the drawing side's tables with the flow's),
// opens the save and lays the first run.
func (g *Game) openFlow() error {
	g.capture.init(g.opts)
	g.capture.redraw = g.drawTextless
	cfg := g.opts.Config
	cfg.Tables = g.tuningTables()
	var err error
	if g.flow, err = flow.New(cfg); err != nil {
		return err
	}
	g.log = g.opts.Log
	if g.log == nil {
		g.log = func(string) {}
	}
	return nil
}

// openScene opens the scene on the run, and the sound (which starts
// playing after the first frame).
func (g *Game) openScene() error {
	if !g.opts.Mute {
		g.audio = audio.New(g.log)
	}
	g.scene.Open(g.flow.View())
	g.flow.SetMeter(&g.meter)
	g.timed()
	return nil
}

// warmStage builds the level's stage (its track, props and scenery) for
// the screen's size, if the window has one yet.
func (g *Game) warmStage() error {
	if g.width > 0 && g.height > 0 {
		g.start.warm = true
		g.scene.Resize(g.width, g.height)
		g.scene.Begin()
	}
	return nil
}

// warmFrame builds the first frame without drawing it, so the camera's
// buffers have grown before a frame waits for them.
func (g *Game) warmFrame() error {
	if g.width > 0 && g.height > 0 {
		sc := &g.scene
		sc.Begin()
		for k := range scene.Layers {
			sc.Queue(k)
			sc.Renderer().Flush()
		}
	}
	return nil
}

// startWork stamps the start of a part of the frame's whole work (a tick,
// the drawing). While the meter runs, the game loop's goroutine keeps to
// its thread from then on, so the thread's CPU clock times it.
func (g *Game) startWork() timing.Stamp {
	if g.meter.Running() && !g.pinned {
		runtime.LockOSThread()
		g.pinned = true
	}
	return g.meter.StartWork()
}

// timed switches the timings on while the debug line shows or a -frames
// run goes: off, nothing reads a clock.
func (g *Game) timed() {
	g.meter.On(g.debug || g.opts.Frames > 0)
	g.scene.Renderer().Timed = g.meter.Running()
}

// tuningTables are the drawing side's tables of assets/tuning.json (the
// Session has the rest).
func (g *Game) tuningTables() map[string]rules.Validator {
	return map[string]rules.Validator{"camera": g.scene.CameraTuning(), "input": &g.input}
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
		t := g.flow.SetLocale(news.locale)
		g.log("platform: locale " + news.locale + ", texts in " + t.Code())
	}
	if news.ads != nil {
		g.SetAds(news.ads)
	}
	if news.events != nil {
		g.flow.SetAnalytics(news.events)
	}
	if news.resumed {
		g.flow.Resumed(news.away)
	}
	g.debugBuild = g.debugBuild || news.debugBuild
}

// Update runs one tick.
func (g *Game) Update() error {
	if g.await(); g.start.err != nil {
		return g.start.err
	}
	if g.booting() {
		if !g.start.shown {
			return nil // the page's sky first
		}
		// Then the whole game at once: spread a stage a frame, the stages
		// put the title a third of a second later (each waits for a
		// frame, and the slow frames make Ebitengine catch up on ticks).
		for g.booting() {
			if err := g.bootStep(); err != nil {
				return err
			}
		}
		return nil
	}
	if g.capture.done {
		if g.capture.err != nil {
			return g.capture.err // a -frames run that could not write its screenshot fails
		}
		return ebiten.Termination
	}
	if g.start.frames > 0 && !g.start.roomMade {
		// The game's first frame is up (the title; in the browser after
		// the page's sky): the scene makes play's room now, where no
		// player waits for it.
		g.scene.Reserve(&g.flow.View().Run.Body)
		g.start.roomMade = true
	}
	w := g.startWork()
	err := g.update()
	g.meter.StopWork(w)
	return err
}

// update is a tick's work: the input, then the step.
func (g *Game) update() error {
	g.capture.tick()
	g.applyPlatform()
	g.fetchWords()
	if debugKey() {
		g.debug = !g.debug
		g.timed()
	}
	if gizmoKey() || (g.debugBuild && fourFingers(&g.touches)) {
		g.gizmos = !g.gizmos
	}
	g.finger.Update(&g.input, g.width, g.height)
	if g.audio != nil && g.opts.SoundOnFirstInput && !g.audioAsked && (g.finger.pressed || anyKeyPressed(&g.keys)) {
		g.audioAsked = true
		g.audio.Start() // the player's first touch lets the page's sound start
	}
	return g.step()
}

// step runs the tick on what the finger did: the flow and the world step,
// the scene, the HUD and the sound follow.
func (g *Game) step() error {
	if err := g.flow.Step(g.command()); err != nil {
		return err
	}
	v := g.flow.View()
	if g.finger.down && v.Scene == flow.Play {
		g.steer.held(v.Steer.Target)
	}
	m := &g.meter
	t0 := m.Start()
	g.scene.Step(v)
	m.Stop(timing.Scene, t0)
	t0 = m.Start()
	g.hud.Step(v)
	m.Stop(timing.HUD, t0)
	if g.audio != nil {
		g.audio.Step(v, !ebiten.IsFocused())
	}
	return nil
}

// command turns this tick's finger and keys into a flow.Command.
func (g *Game) command() flow.Command {
	var c flow.Command
	if g.width > 0 && g.height > 0 {
		c.Tap, c.X, c.Y, c.W, c.H, c.DP = g.finger.tapped, g.finger.x, g.finger.y, g.width, g.height, g.dp
		c.Held, c.Lift = g.finger.held, g.finger.lifted
	}
	// On a keyboard the jump key also confirms menus.
	c.Confirm = inputKeyJump()
	c.Jump = c.Confirm || g.finger.swiped
	x := g.flow.View().Steer.X
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
	if g.await(); g.booting() {
		paint.Gradient(screen, pageTop, pageBottom)
		g.start.shown = true
		return
	}
	w := g.startWork()
	if g.audio != nil && g.start.shown && !g.opts.SoundOnFirstInput {
		// The first frame is up: the sound device opens. Not before it:
		// opening it takes the thread for a while.
		g.audio.Start()
	}
	g.start.shown = true
	g.drawFrame(screen)
	g.meter.StopWork(w)
	if g.start.frames == startFrames {
		g.meter.Frame()
	} else {
		// The first frames are the start's (the warm-up, the first of
		// everything, room made in the engine's queues: -frames prints
		// when the first came), not play's.
		g.meter.Restart()
		g.start.frames++
	}
	g.capture.frame(screen, shown{g.flow.View(), g.flow, g.flow.ReplayOver(), &g.scene, g.hud, g.audio, &g.meter, g.insets, g.dp})
}

// startFrames are the start's frames. In each but the first (which goes
// up as soon as it can), paint.Reserve makes room for a frame of big
// batches in the screen's buffer and in the command queue Ebitengine
// fills that frame: it keeps up to three (one filled, one drawing, one
// waiting), each grown by the frames that use it, and which frame first
// uses the third depends on when the GPU falls behind. Five frames make
// room: with three, level 20's runs still had a 4 ms frame just after
// them, in the HUD's batch at the queue's end.
const startFrames = 6

// drawFrame draws the run's scene and the HUD over it, timing each part.
func (g *Game) drawFrame(screen *ebiten.Image) {
	g.width, g.height = float32(screen.Bounds().Dx()), float32(screen.Bounds().Dy())
	if !g.start.warm {
		// New made the game before the window had a size: its stage now.
		// (Warming the frame and the HUD would only draw this frame's
		// work twice.)
		g.warmStage()
	}
	if g.start.frames > 0 && (screen != g.start.reserved || g.start.frames < startFrames) {
		// Not in the first frame, which goes up as soon as it can: the
		// frames after it make the room.
		paint.Reserve(screen, scene.BatchTriangles)
		g.start.reserved = screen
	}
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
	if g.gizmos {
		t0 = m.Start()
		v, i := sc.Gizmos(&g.giz)
		m.Stop(timing.Scene, t0)
		t0 = m.Start()
		paint.Triangles(screen, v, i)
		m.Stop(timing.Submit, t0)
	}
	t0 = m.Start()
	g.hud.Begin(g.width, g.height, g.dp, g.insets)
	g.hud.Draw(screen, g.flow.View(), sc.Labels())
	if g.debug {
		g.hud.DrawDebug(screen, sc.Stats(), m)
	}
	m.Stop(timing.HUD, t0)
}

// drawTextless draws the frame again onto dst with none of the HUD's
// texts (see Options.ScreenshotTextless).
func (g *Game) drawTextless(dst *ebiten.Image) {
	g.hud.Textless(true)
	defer g.hud.Textless(false)
	g.drawFrame(dst)
}

// warmHUD draws the HUD once off the screen, so the first frame finds the
// glyphs of its texts rasterised.
func (g *Game) warmHUD() error {
	if g.width > 0 && g.height > 0 {
		img := ebiten.NewImage(int(g.width), int(g.height))
		g.hud.Begin(g.width, g.height, g.dp, g.insets)
		g.hud.Draw(img, g.flow.View(), nil)
		img.Deallocate()
	}
	return nil
}

// pageTop and pageBottom are the web page's background (index.html), which
// the boot draws until the game's first frame.
var (
	pageTop    = mesh.Colour{R: 0x60 / 255.0, G: 0xb2 / 255.0, B: 1, A: 1}
	pageBottom = mesh.Colour{R: 1, G: 0xd6 / 255.0, B: 0xec / 255.0, A: 1}
)

// maxScreenSide caps the drawing size (pixels): the largest phones are
// about 3200 pixels tall, and a bigger screen image than the GPU allows
// would stop the game.
const maxScreenSide = 4096

// LayoutF renders at the device's real pixel size, crisp on phones, up to
// maxScreenSide on the longer side.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	g.await()
	w, h := g.screenFor(outsideWidth, outsideHeight)
	if g.booting() {
		g.width, g.height = float32(int(w)), float32(int(h)) // the boot's stages build for it
	}
	return w, h
}

// screenFor returns the screen's size for a window of outsideWidth x
// outsideHeight dp, pixels, and sets the dp's.
func (g *Game) screenFor(outsideWidth, outsideHeight float64) (float64, float64) {
	s := g.scale.at(outsideWidth, outsideHeight)
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
