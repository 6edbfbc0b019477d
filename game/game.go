package game

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/assets"
	"ropeman/camera"
	"ropeman/camera/geom"
	"ropeman/game/world"
	"ropeman/player"
)

// Options are what main's flags (or the mobile wrapper) set.
type Options struct {
	Level    int    // 1-based level to start at
	Seed     uint64 // seeds the run's RNG
	Autoplay bool   // the bot plays and taps through the menus
	Debug    bool   // show the FPS/TPS/triangles line
	// Frames, if > 0, ends the game cleanly after that many drawn frames.
	Frames int
	// Screenshot, if set, is where the last frame is written as PNG
	// (with Frames).
	Screenshot string
	// Log receives one-line reports (the figures of a -frames run);
	// nil discards them.
	Log func(string)
}

type scene uint8

const (
	titleScene scene = iota
	playScene
	resultScene
)

// Game is the ebiten.Game.
type Game struct {
	opts   Options
	player player.Tuning
	input  InputTuning
	follow camera.Follow

	scene     scene
	sceneTick int
	levelN    int
	world     *world.World
	bot       world.Bot
	finger    finger
	steerBase float32 // runner's steer target when the finger went down

	stage    Stage
	figure   Figure
	renderer camera.Renderer
	hud      *HUD
	cam      camera.Camera
	width    float32
	height   float32

	capture capture
	debug   debugLine
}

// New loads the tuning and the first level.
func New(opts Options) (*Game, error) {
	g := &Game{opts: opts}
	if err := loadTuning(g); err != nil {
		return nil, err
	}
	hud, err := NewHUD()
	if err != nil {
		return nil, err
	}
	g.hud = hud
	g.renderer.Light, g.renderer.Fog = sceneLight, sceneFog
	g.debug.on = opts.Debug
	g.capture.init(opts)
	if err := g.loadLevel(max(1, opts.Level)); err != nil {
		return nil, err
	}
	return g, nil
}

func loadTuning(g *Game) error {
	if err := assets.Tuning("player", &g.player); err != nil {
		return err
	}
	if err := assets.Tuning("camera", &g.follow.Params); err != nil {
		return err
	}
	if err := assets.Tuning("input", &g.input); err != nil {
		return err
	}
	for _, c := range []struct {
		table string
		err   error
	}{{"player", g.player.Validate()}, {"camera", g.follow.Params.Validate()}, {"input", g.input.Validate()}} {
		if c.err != nil {
			return fmt.Errorf("%s: %s: %w", assets.TuningFile, c.table, c.err)
		}
	}
	return nil
}

// loadLevel parses level n, builds its stage and shows the title card.
func (g *Game) loadLevel(n int) error {
	file, data, err := assets.Level(n)
	if err != nil {
		return err
	}
	l, err := world.ParseLevel(file, data)
	if err != nil {
		return err
	}
	g.levelN = n
	g.stage.Build(l)
	g.startRun(l)
	g.setScene(titleScene)
	return nil
}

func (g *Game) startRun(l *world.Level) {
	g.world = world.New(l, g.player, g.opts.Seed)
	g.bot = world.Bot{}
	g.follow.Reset(g.runnerPos())
	g.cam = g.follow.Camera()
}

func (g *Game) setScene(s scene) { g.scene, g.sceneTick = s, 0 }

// runnerPos is the runner's feet in world space.
func (g *Game) runnerPos() geom.Vec3 {
	r := &g.world.Runner
	return worldPos(r.X, r.Y, r.S)
}

// Update runs one tick.
func (g *Game) Update() error {
	if g.capture.done {
		return ebiten.Termination
	}
	g.capture.tick()
	g.debug.toggle()
	g.finger.Update(&g.input, g.width, g.height)
	g.sceneTick++
	switch g.scene {
	case titleScene:
		if g.tapped() {
			g.setScene(playScene)
		}
	case playScene:
		g.world.Step(g.command())
		if g.world.Over() {
			g.setScene(resultScene)
		}
	case resultScene:
		g.world.Step(player.Input{}) // let him run on or fall out of sight
		if g.tapped() {
			return g.next()
		}
	}
	r := &g.world.Runner
	g.cam = g.follow.Update(g.runnerPos(), worldPos(r.VX, 0, r.Speed), 1.0/player.TickRate)
	return nil
}

// next leaves the result card: the next level after a win, a retry after a fall.
func (g *Game) next() error {
	if g.world.Outcome == world.Won {
		return g.loadLevel(g.levelN + 1)
	}
	g.startRun(g.world.Level)
	g.setScene(titleScene)
	return nil
}

// autoTapTicks is how long the bot waits on a menu before it taps.
const autoTapTicks = 45

// tapped reports a tap on a menu (or the bot's, when autoplaying).
func (g *Game) tapped() bool {
	if g.opts.Autoplay {
		return g.sceneTick >= autoTapTicks
	}
	return g.finger.tapped || inputKeyJump()
}

// command turns this tick's finger (or the bot) into the runner's input.
func (g *Game) command() player.Input {
	if g.opts.Autoplay {
		return g.bot.Input(g.world)
	}
	in := player.Input{Jump: g.finger.swiped || inputKeyJump()}
	if g.finger.pressed {
		g.steerBase = g.world.Runner.X
	}
	if g.finger.down {
		in.Steer, in.SteerX = true, g.steerBase+g.finger.dragMetres(&g.input, g.width)
	}
	if k := inputKeySteer(); k != 0 {
		in.Steer, in.SteerX = true, g.world.Runner.X+k
	}
	return in
}

// Draw draws one frame.
func (g *Game) Draw(screen *ebiten.Image) {
	g.width, g.height = float32(screen.Bounds().Dx()), float32(screen.Bounds().Dy())
	g.renderer.DrawBackdrop(screen, g.cam, skyTop, skyLow)
	g.drawStage(screen)
	switch g.scene {
	case titleScene:
		g.hud.drawTitle(screen, g.levelN, g.world.Level.Name, g.sceneTick)
	case playScene:
		g.hud.drawPlay(screen, g.levelN, g.world.Progress())
	case resultScene:
		g.hud.drawPlay(screen, g.levelN, g.world.Progress())
		g.hud.drawResult(screen, g.world.Outcome == world.Won, g.sceneTick)
	}
	if g.debug.on {
		g.hud.drawDebug(screen, g.debug.line(g.renderer.Stats()))
	}
	g.capture.frame(g, screen)
}

// drawStage draws the 3D scene in three layers, each one DrawTriangles32:
// the track (with its markings), the shadow on it, then everything
// standing above it, each layer sorted far-to-near.
func (g *Game) drawStage(screen *ebiten.Image) {
	r := &g.renderer
	r.Begin(g.cam, g.width, g.height)
	id := geom.Identity()
	r.Add(&g.stage.clouds, id)
	for _, m := range g.stage.chunks {
		r.Add(m, id)
	}
	r.Add(&g.stage.finish, id)
	r.Draw(screen)

	run := &g.world.Runner
	_, overFloor := g.world.Level.Floor(run.X, run.S)
	g.figure.PoseShadow(run, overFloor)
	at := geom.Translate(g.runnerPos())
	r.Add(&g.figure.Shadow, at)
	r.Draw(screen)

	g.figure.Pose(run)
	r.Add(&g.figure.Mesh, at)
	r.Add(&g.stage.arch, id)
	r.Draw(screen)
}

// LayoutF renders at the device's real pixel size: crisp on phones.
func (g *Game) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return outsideWidth * s, outsideHeight * s
}

// Layout is required by ebiten.Game; Ebitengine calls LayoutF instead.
func (g *Game) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := g.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}
