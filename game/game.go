package game

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/ads"
	"ropeman/camera"
	"ropeman/camera/geom"
	"ropeman/game/flow"
	"ropeman/game/world"
	"ropeman/rope"
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

// Game is the ebiten.Game: it reads the finger, steps the Session and
// draws it.
type Game struct {
	flow       *flow.Session // the screens, the run, the ads, the save
	log        func(string)
	opts       Options
	input      InputTuning
	follow     camera.Follow
	smoothTime float32 // the camera table's; each level's tier scales it
	orbit      float32 // radians the win shot has turned around him

	finger    finger
	steerBase float32 // runner's x when the finger went down
	audio     *Audio  // nil if the sounds could not be loaded

	stage     Stage
	staged    *world.Level // the level the stage was built for
	figure    Figure
	props     Props
	spiders   Spiders
	sparks    Particles
	feel      Feel
	feelFor   *world.World // the run the feel's texts were made for
	yarn      geom.Mesh    // the rope's tube above the floor, rebuilt each frame
	yarnUnder geom.Mesh    // the runs of it below the floor
	tube      geom.Mesh    // scratch: one run's tube
	renderer  camera.Renderer
	bend      trackBend // draws the straight run along the level's curves
	hud       *HUD
	cam       camera.Camera
	width     float32
	height    float32

	capture capture
	debug   debugLine
	locale  string
}

// New loads the tuning, the save and the starting level.
func New(opts Options) (*Game, error) {
	g := &Game{opts: opts}
	if err := flow.LoadTuning(g.tuningTables()); err != nil {
		return nil, err
	}
	hud, err := NewHUD()
	if err != nil {
		return nil, err
	}
	g.hud = hud
	g.renderer.Light, g.renderer.Fog = sceneLight, sceneFog
	g.props.build()
	g.yarn.Smooth, g.yarnUnder.Smooth, g.figure.Mesh.Smooth = true, true, true
	g.sparks.build()
	g.debug.on = opts.Debug
	g.capture.init(opts)
	g.hud.insets = opts.SafeArea
	if g.flow, err = flow.New(opts.Config); err != nil {
		return nil, err
	}
	g.log = opts.Log
	if g.log == nil {
		g.log = func(string) {}
	}
	if !opts.Mute {
		if g.audio, err = newAudio(g.log); err != nil {
			g.log("audio: " + err.Error() + " (playing silent)") // a game without sound beats no game
		}
	}
	g.smoothTime = g.follow.Params.SmoothTime
	g.follow.Params.SmoothTime = g.smoothTime * g.flow.Tier().SmoothScale
	g.follow.Reset(g.runnerPos())
	return g, nil
}

// tuningTables are the drawing side's tables of assets/tuning.json (the
// Session has the rest).
func (g *Game) tuningTables() map[string]flow.Validator {
	return map[string]flow.Validator{"camera": &g.follow.Params, "input": &g.input}
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
	if news.insets != g.hud.insets {
		g.hud.insets = news.insets
		g.log(fmt.Sprintf("platform: safe area %g %g %g %g", news.insets[0], news.insets[1], news.insets[2], news.insets[3]))
	}
	if news.locale != g.locale {
		g.locale = news.locale
		g.log("platform: locale " + news.locale + " (the texts are English for now)")
	}
	if news.ads != nil {
		g.SetAds(news.ads)
	}
	if news.resumed {
		g.flow.Ads().Retry()
	}
}

// place returns where track-space point p is drawn (see trackBend).
func (g *Game) place(p geom.Vec3) geom.Vec3 {
	if w := g.bend.warpFor(g.flow.World().Level); w != nil {
		return w.Warp(p)
	}
	return p
}

// runnerPos is the runner's feet in track space.
func (g *Game) runnerPos() geom.Vec3 {
	r := &g.flow.World().Runner
	return world.Pos(r.X, r.Y, r.S)
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
	g.debug.toggle()
	g.finger.Update(&g.input, g.width, g.height)
	run := g.flow.World()
	if err := g.flow.Step(g.command()); err != nil {
		return err
	}
	if cut := g.flow.TakeCut(); g.flow.World() != run || cut { // a retry, a new level, a revive: cut, don't glide
		g.follow.Params.SmoothTime = g.smoothTime * g.flow.Tier().SmoothScale
		g.follow.Reset(g.runnerPos())
		g.orbit = 0
	}
	if g.flow.World() != run || g.feelFor != g.flow.World() {
		g.feel.prepare(g.flow.World().Level, g.flow.Rules().Yarn)
		g.feelFor = g.flow.World()
	}
	g.feel.react(g.flow.Events(), g.flow.World())
	g.sparks.react(g.flow.Events(), g.flow.World())
	g.sound()
	g.sparks.step()
	g.cam = g.feel.shake(g.shoot())
	return nil
}

// sound plays this tick's sounds (see mix).
func (g *Game) sound() { g.mix(g.flow.Events(), !ebiten.IsFocused()) }

// mix sets the mixer from the settings, an ad on screen and whether the
// window is in the background, and plays the sounds of events.
func (g *Game) mix(events []world.Event, unfocused bool) {
	a := g.audio
	if a == nil {
		return
	}
	set := &g.flow.Progress().Settings
	a.Sound, a.Music, a.haptics = set.Sound, set.Music, set.Haptics
	a.Covered, a.Unfocused = g.flow.Ads().Showing(), unfocused
	a.react(events)
	if g.flow.Clicked() {
		a.play(sfxButton)
	}
	// The win card counts its coins up with a tick of coins.
	if f := g.flow; f.Scene() == flow.Result && f.Earned() > 0 && f.Ticks() <= countUpTicks && f.Ticks()%6 == 1 {
		a.play(sfxCoin)
	}
	a.update()
}

// command turns this tick's finger and keys into a flow.Command.
func (g *Game) command() flow.Command {
	var c flow.Command
	if g.width > 0 && g.height > 0 {
		c.Tap, c.X, c.Y, c.W, c.H, c.DP = g.finger.tapped, g.finger.x, g.finger.y, g.width, g.height, g.hud.dp
	}
	// On a keyboard the jump key also confirms menus.
	c.Confirm = inputKeyJump()
	c.Jump = c.Confirm || g.finger.swiped
	if g.finger.pressed {
		g.steerBase = g.flow.World().Runner.X
	}
	if g.finger.down {
		c.Steer, c.SteerX = true, g.steerBase+g.finger.dragMetres(&g.input, g.width)
	}
	if k := inputKeySteer(); k != 0 {
		c.Steer, c.SteerX = true, g.flow.World().Runner.X+k
	}
	return c
}

// Draw draws one frame.
func (g *Game) Draw(screen *ebiten.Image) {
	if g.audio != nil {
		g.audio.start() // a window is up: the sound device opens
	}
	g.width, g.height = float32(screen.Bounds().Dx()), float32(screen.Bounds().Dy())
	g.restage()
	g.hud.Begin(g.height)
	g.renderer.DrawBackdrop(screen, g.cam, g.stage.theme.skyTop, g.stage.theme.skyLow)
	g.drawStage(screen)
	f := g.flow
	w := f.World()
	switch f.Scene() {
	case flow.Title:
		g.hud.drawTitle(screen, f.LevelN(), w.Level.Name, f.Progress().Best[f.LevelN()], f.Ticks(), f.Buttons())
	case flow.Play, flow.Pause, flow.Result:
		zone := 0
		if w.Outcome == world.Won && f.Scene() == flow.Play {
			zone = w.Multiplier()
		}
		g.hud.drawPlay(screen, f.LevelN(), w.Progress(), f.Progress().Coins, w.Yarn(), hudYarn[w.Colour()], zone)
		switch {
		case f.Scene() == flow.Play:
			if f.Hint() {
				g.hud.drawHint(screen, f.Ticks())
			}
			g.hud.drawPauseButton(screen)
		case f.Scene() == flow.Pause:
			g.hud.drawCard(screen, &g.hud.sResult, "PAUSED", f.Buttons(), f.Ticks())
		case !f.Ads().Showing():
			g.hud.drawResult(screen, w.Outcome == world.Won, f.Earned(), w.YarnAtFinish(), w.Multiplier(), f.Buttons(), f.Ticks())
		}
	case flow.Shop:
		g.hud.drawShop(screen, f.Progress().Coins, f.Short(), f.Buttons(), f.Ticks())
	case flow.Settings:
		g.hud.drawCard(screen, &g.hud.sResult, "SETTINGS", f.Buttons(), f.Ticks())
	case flow.Broken:
		g.hud.drawCard(screen, &g.hud.sResult, f.Broken(), f.Buttons(), f.Ticks())
	}
	if g.flow.Simulated() != nil {
		if left, closable, ok := g.flow.Simulated().Showing(); ok {
			g.hud.drawSimulatedAd(screen, left, closable)
		}
	}
	if g.flow.Scene() == flow.Play {
		g.hud.drawFeel(screen, &g.feel)
	}
	if text, ok := g.flow.Notice(); ok {
		g.hud.drawNotice(screen, text)
	}
	if g.debug.on {
		g.hud.drawDebug(screen, g.debug.line(g.renderer.Stats()))
	}
	g.capture.frame(g, screen)
}

// restage builds the stage's meshes when the level changed.
func (g *Game) restage() {
	if g.staged != g.flow.World().Level {
		g.stage.Build(g.flow.World().Level, g.bend.warpFor(g.flow.World().Level))
		g.staged = g.flow.World().Level
		g.renderer.Fog.Colour = g.stage.theme.skyHorizon
	}
}

// drawStage draws the 3D scene in layers, each one DrawTriangles32 sorted
// far-to-near (see queueLayer), then the 3D labels.
func (g *Game) drawStage(screen *ebiten.Image) {
	g.beginStage()
	for k := range stageLayers {
		g.queueLayer(k)
		g.renderer.Draw(screen)
	}
	g.drawLabels(screen)
}

// beginStage starts the 3D frame: the camera, and the warp that lays the
// run's straight track along the level's bends.
func (g *Game) beginStage() {
	g.renderer.Begin(g.cam, g.width, g.height)
	g.renderer.Warp = g.bend.warpFor(g.flow.World().Level)
}

// stageLayers is how many layers queueLayer makes.
const stageLayers = 4

// queueLayer queues layer k of the scene: 0 what is below the floor (him,
// once he has dropped past its top), 1 the track's floor (tiles and slab
// sides) and the clouds, 2 what lies flat on the floor (the finish line's
// chequers, his shadow), 3 everything standing on it (curbs, him, the
// rope, gates, obstacles, the arch, sparks). A layer never hides what the
// next one draws, so sorting within a layer is all the painter needs.
func (g *Game) queueLayer(k int) {
	r := &g.renderer
	id := geom.Identity()
	run := &g.flow.World().Runner
	below := run.Y < -0.2 // his head is under the floor's top soon after
	switch k {
	case 0:
		if below {
			g.queueFigure()
		}
		g.buildYarn() // for this layer and the standing one
		if len(g.yarnUnder.Faces) > 0 {
			r.Add(&g.yarnUnder, id)
		}
	case 1:
		r.AddWorld(&g.stage.clouds, id)
		for _, m := range g.stage.chunks {
			r.Add(m, id)
		}
	case 2:
		r.Add(&g.stage.finish, id)
		_, overFloor := g.flow.World().Level.Floor(run.X, run.S)
		g.figure.PoseShadow(run, overFloor)
		r.Add(&g.figure.Shadow, geom.Translate(g.runnerPos()))
	case 3:
		for _, m := range g.stage.curbs {
			r.Add(m, id)
		}
		if !below {
			g.queueFigure()
		}
		if len(g.yarn.Faces) > 0 {
			r.Add(&g.yarn, id)
		}
		r.Add(&g.stage.frames, id)
		// A gate's panel goes once he is through: the camera behind him would
		// otherwise look through it for half a second.
		for i := range g.stage.panels {
			if g.flow.World().Level.Gates[i].S > run.S-0.3 {
				r.Add(&g.stage.panels[i], id)
			}
		}
		r.Add(&g.stage.arch, id)
		g.props.add(r, g.flow.World(), g.flow.Trail())
		g.spiders.add(r, g.flow.World())
		g.sparks.add(r)
	}
}

// underFloor is how far below the floor's top the rope must hang to be
// drawn before the floor (under it, or down a gap).
const underFloor = -0.1

// buildYarn makes the rope's tube for this frame: the runs of it that
// hang below the floor into yarnUnder (drawn before the floor, which hides
// them), the rest into yarn. The rope is the hero: it thickens with the
// yarn he carries and ends in a fluffy ball.
func (g *Game) buildYarn() {
	rp := g.flow.World().Rope()
	g.yarn.Reset()
	g.yarnUnder.Reset()
	if rp == nil || rp.Len() < 2 {
		return
	}
	look := yarnTube
	col := yarnColours[g.flow.World().Colour()]
	look.Radius, look.Yarn, look.Stripe = g.flow.Trail().Thickness*Chunk(g.flow.World().Yarn()), col[0], col[1]
	pts := rp.Positions()
	for start := 0; start+1 < len(pts); {
		under := pts[start].Y < underFloor && pts[start+1].Y < underFloor
		end := start + 1
		for end+1 < len(pts) && (pts[end].Y < underFloor && pts[end+1].Y < underFloor) == under {
			end++
		}
		rope.Tube(&g.tube, pts[start:end+1], look) // runs share their end particle
		if under {
			g.yarnUnder.Append(&g.tube)
		} else {
			g.yarn.Append(&g.tube)
		}
		start = end
	}
	tail := pts[len(pts)-1]
	end := &g.yarn
	if tail.Y < underFloor {
		end = &g.yarnUnder
	}
	end.AddSphere(geom.Translate(tail).Mul(geom.Scale(look.Radius*2.2)), 7, 5, col[0], col[1])
	g.yarn.FitBounds()
	g.yarnUnder.FitBounds()
}

// queueFigure poses the Rope-Man and queues him.
func (g *Game) queueFigure() {
	col := yarnColours[g.flow.World().Colour()]
	look := lookOf(g.flow.Progress().Skin)
	stripe := col[1]
	if look.stripe != (geom.Colour{}) {
		stripe = look.stripe
	}
	g.figure.Pose(&g.flow.World().Body, col[0], stripe, Chunk(g.flow.World().Yarn()))
	g.figure.addHat(look.hat, look.hatColour, g.flow.World().Body.Head, g.flow.World().Body.Neck.Sub(g.flow.World().Body.Pelvis).Normalize())
	g.figure.Mesh.FitBounds()
	g.renderer.Add(&g.figure.Mesh, figureModel)
}

// figureModel places the figure's mesh: it is posed in track space, so
// as it is. Anything added here would move his drawn hand off the rope.
var figureModel = geom.Identity()

// drawLabels writes the gates' and the runway's texts where the camera
// sees them, smaller with distance; once he is past a text it is done with.
func (g *Game) drawLabels(screen *ebiten.Image) {
	for i := range g.stage.labels {
		lb := &g.stage.labels[i]
		if -lb.at.Z < g.flow.World().Runner.S-0.5 { // world.Pos puts s at -Z
			continue
		}
		at := g.place(lb.at)
		depth := g.cam.Depth(at)
		if depth < 1 || depth > labelDistance {
			continue
		}
		if x, y, ok := g.cam.Project(at, g.width, g.height); ok {
			g.hud.drawLabel(screen, i, lb.text, x, y, min(1.6, 9/depth))
		}
	}
}

// labelDistance is how far off (metres) a gate's text can still be read.
const labelDistance = 45

// maxScreenSide caps the drawing size (pixels): the largest phones are
// about 3200 pixels tall, and a bigger screen image than the GPU allows
// would stop the game.
const maxScreenSide = 4096

// LayoutF renders at the device's real pixel size, crisp on phones, up to
// maxScreenSide on the longer side.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	g.hud.dp = float32(s)
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
