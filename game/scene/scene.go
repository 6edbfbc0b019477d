package scene

import (
	"cmp"
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
)

// Scene is the run drawn in 3D: it frames the camera each tick and, each
// frame, queues the stage, the Rope-Man, his rope, the props, the spiders
// and the sparks into its renderer, layer by layer. Every buffer is
// reused: after warm-up a tick and a frame allocate nothing.
type Scene struct {
	view       *flow.View // the tick's, the flow's own
	run        int        // the view's RunNumber the camera was put on
	follow     camera.Follow
	smoothTime float32 // the camera table's; each level's tier has its own
	orbit      float32 // radians the win shot has turned around him
	cam        camera.Camera
	shake      shake
	width      float32
	height     float32

	renderer  camera.Renderer
	bend      trackBend // draws the straight run along the level's curves
	stage     stage
	staged    *world.Level // the level the stage was built for
	blind     bool         // the yarn's look the props, sparks and stage were made in
	figure    figure
	ghost     ghostLook // his best run's figure and rope
	props     props
	spiders   spiders
	boss      boss
	sparks    particles
	yarn      mesh.Mesh  // the rope's tube above the floor, rebuilt each frame
	yarnUnder mesh.Mesh  // the runs of it below the floor
	tube      mesh.Mesh  // scratch: one run's tube
	labels    []Label    // this frame's labels on screen
	cutAt     maths.Vec3 // where the last cut happened (the end of what he kept)
	cutAge    int        // ticks since it (cutMarkTicks or more: none showing)
}

// cutMarkTicks is how long a cut's marker shows where it happened, ticks.
const cutMarkTicks = 45

// CameraTuning is the "camera" table of assets/tuning.json: load it before
// Open.
func (s *Scene) CameraTuning() *camera.FollowParams { return &s.follow.Params }

// Open makes the scene's models and frames the camera on v's run (play
// wants Reserve as well).
func (s *Scene) Open(v *flow.View) {
	s.renderer.Light, s.renderer.Fog = sceneLight, sceneFog
	s.props.build()
	s.yarn.Smooth, s.yarnUnder.Smooth, s.figure.mesh.Smooth = true, true, true
	s.sparks.build(v.Settings.ColourBlind)
	s.props.paint(v.Settings.ColourBlind)
	s.blind = v.Settings.ColourBlind
	s.smoothTime = s.follow.Params.SmoothTime
	s.view, s.run = v, v.RunNumber
	s.shake = shake{from: -shakeTicks}
	s.cutAge = cutMarkTicks
	s.cut()
}

// Reserve makes room ahead for what play grows, so no frame of play
// grows a buffer: the rope's meshes for the longest rope (the tube, and
// the two layers' meshes twice its size: every run of the rope above or
// below the floor has its own cap, and the tail its ball), each cut
// piece's, the ghost's (b is a pose of his), and the renderer's batches
// and per-vertex buffers (the yarn's mesh is the biggest made in play).
// It takes a while (about 15 ms on a desktop): the game calls it once its
// first frame is up, which needs none of it.
func (s *Scene) Reserve(b *world.Pose) {
	positions, faces := mesh.TubeSize(world.MostRopePoints, yarnTube)
	s.tube.Reserve(positions, faces)
	s.yarn.Reserve(2*positions, 2*faces)
	s.yarnUnder.Reserve(2*positions, 2*faces)
	s.props.reserve(positions, faces)
	s.ghost.reserve(b, positions, faces)
	s.renderer.Reserve(BatchTriangles, 2*positions)
}

// cut puts the camera straight on him (a new run, a retry, a revive),
// without a glide.
func (s *Scene) cut() {
	s.follow.Params.SmoothTime = s.smoothTime
	if s.view.CameraSmooth > 0 {
		s.follow.Params.SmoothTime = s.view.CameraSmooth
	}
	s.follow.Reset(s.runnerPos())
	s.orbit = 0
}

// Step moves the scene one tick on v: a new run or a cut (the flow's)
// puts the camera straight on him; the tick's events throw sparks and
// shake it.
func (s *Scene) Step(v *flow.View) {
	fresh := v.RunNumber != s.run
	s.view, s.run = v, v.RunNumber
	if v.Settings.ColourBlind != s.blind { // the setting changed: the yarn's look with it
		s.blind = v.Settings.ColourBlind
		s.props.paint(s.blind)
		s.sparks.build(s.blind)
		s.staged = nil
	}
	if fresh {
		s.shake = shake{from: -shakeTicks}
		s.cutAge = cutMarkTicks
	}
	s.cutAge++
	for _, e := range v.Events {
		if e.Kind == world.Cut {
			s.cutAt, s.cutAge = cutPoint(&v.Run), 0
		}
	}
	if fresh || v.Cut {
		s.cut()
	}
	if v.Settings.Shake {
		s.shake.react(v.Events)
	}
	s.sparks.react(v.Events, &v.Run)
	s.sparks.trail(&v.Run)
	s.sparks.step()
	s.cam = s.shake.apply(s.shoot())
}

// Resize sets the screen's size, pixels: the camera frames for its shape.
func (s *Scene) Resize(w, h float32) { s.width, s.height = w, h }

// Camera returns the camera of the last tick.
func (s *Scene) Camera() camera.Camera { return s.cam }

// Renderer returns the renderer the layers are queued in (camera/paint
// draws its batches).
func (s *Scene) Renderer() *camera.Renderer { return &s.renderer }

// Sky returns the level's sky colours at the top of the screen and below
// the horizon (the fog's colour is the horizon's).
func (s *Scene) Sky() (top, low mesh.Colour) { return s.stage.theme.skyTop, s.stage.theme.skyLow }

// Begin starts a frame: the stage's meshes when the level changed, the
// renderer with the camera and the warp that lays the run's straight
// track along the level's bends. Then Queue each layer and draw it.
func (s *Scene) Begin() {
	l := s.view.Run.Level
	if s.staged != l {
		s.ready(&s.view.Run)
	}
	s.renderer.Begin(s.cam, s.width, s.height)
	s.renderer.Warp = s.bend.warpFor(l)
}

// ready makes what w's level draws, at its first frame: the stage, and
// the meshes of its spiders, its boss, its saws and its finish ribbon at
// their most, so that no later frame of the level grows one (what every
// level draws has its room from the opening: see reserve).
func (s *Scene) ready(w *world.Snapshot) {
	l := w.Level
	s.stage.build(w, s.bend.warpFor(l), s.blind, s.props.obstacles)
	s.spiders.ready(w)
	s.boss.ready(w)
	s.props.ready(l)
	s.staged = l
	s.renderer.Fog.Colour, s.renderer.Light = s.stage.theme.skyHorizon, s.stage.theme.light
}

// BatchTriangles is how many triangles a layer's batch has room for ahead
// (camera.Renderer.Reserve, paint.Reserve): about twice the most a layer
// of a shipped level draws (level 20's standing layer, 4,150). A bigger
// batch still draws; its frame grows the buffers.
const BatchTriangles = 8192

// Layers is how many layers Queue makes.
const Layers = 4

// Queue queues layer k of the scene: 0 what is below the floor (him,
// once he has dropped past its top), 1 the track's floor (tiles and slab
// sides) and the clouds, 2 what lies flat on the floor (the finish line's
// chequers, the saws' slots, his shadow), 3 everything standing on it
// (curbs, him, the rope, gates, obstacles, the arch, sparks). A layer
// never hides what the next one draws, so sorting within a layer is all
// the painter needs.
func (s *Scene) Queue(k int) {
	r := &s.renderer
	id := maths.Identity()
	w := &s.view.Run
	run := &w.Runner
	below := run.Y < -0.2 // his head is under the floor's top soon after
	switch k {
	case 0:
		if below {
			s.queueFigure()
		}
		s.buildYarn() // for this layer and the standing one
		if len(s.yarnUnder.Faces) > 0 {
			r.Add(&s.yarnUnder, id)
		}
	case 1:
		for i := range s.stage.clouds {
			r.AddWorld(s.stage.cloud(i, s.cam.Eye), id)
		}
		for _, m := range s.stage.chunks {
			r.AddWorld(m, id)
		}
		for i := range s.stage.platforms {
			p := &s.stage.platforms[i]
			if sec := &w.Level.Sections[p.sec]; sec.End() > run.S-6 && sec.Start < run.S+propsAhead {
				r.Add(&p.mesh, maths.Translate(world.Pos(sec.PlatformX(w.Seconds), sec.Height, 0)))
			}
		}
		s.boss.add(r, w, k)
	case 2:
		r.AddWorld(&s.stage.finish, id)
		s.boss.add(r, w, k)
		s.figure.poseShadow(run, w.FloorTop, w.OverFloor)
		r.Add(&s.figure.shadow, maths.Translate(s.runnerPos()))
	case 3:
		for _, c := range s.stage.curbs {
			r.AddWorld(c.lod(s.cam.Eye, curbsFar), id)
		}
		if !below {
			s.queueFigure()
		}
		if len(s.yarn.Faces) > 0 {
			r.Add(&s.yarn, id)
		}
		s.ghost.add(r, s.view)
		for i := range s.stage.framed {
			r.AddWorld(&s.stage.framed[i], id)
		}
		// A gate's panel goes once he is through: the camera behind him would
		// otherwise look through it for half a second.
		for i := range s.stage.panels {
			if w.Level.Gates[i].S > run.S-0.3 {
				r.AddWorld(&s.stage.panels[i], id)
			}
		}
		r.AddWorld(&s.stage.arch, id)
		// So does the arch's banner: past the line the camera behind him
		// would see the runway's meter, or the boss's arena, through it.
		if w.Level.Finish > run.S-0.3 {
			r.AddWorld(&s.stage.flag, id)
		}
		s.props.add(r, w, s.view.Trail, s.blind)
		s.spiders.add(r, w)
		s.boss.add(r, w, k)
		s.sparks.add(r)
	}
}

// queueFigure poses the Rope-Man in his yarn's colours and his skin, and
// queues him.
func (s *Scene) queueFigure() {
	w := &s.view.Run
	col := palette.Of(w.Colour, s.blind)
	look := lookOf(s.view.Skin)
	stripe := col.Ink
	if look.stripe != (mesh.Colour{}) && !s.blind { // the pattern's ink says his colour
		stripe = look.stripe
	}
	b := &w.Body
	s.figure.pose(b, col.Colour, stripe, chunk(w.Yarn))
	s.figure.addHat(look.hat, look.hatColour, b.Head, b.Neck.Sub(b.Pelvis).Normalize())
	s.figure.mesh.FitBounds()
	s.renderer.Add(&s.figure.mesh, figureModel)
}

// figureModel places the figure's mesh: it is posed in track space, so
// as it is. Anything added here would move his drawn hand off the rope.
var figureModel = maths.Identity()

// Label is a text of the stage (a gate's op, a runway zone's mark) where
// the camera sees it this frame: its index among the stage's labels, its
// centre on screen (pixels) and its scale (smaller with distance).
type Label struct {
	Index      int
	Text       string
	X, Y, Size float32
	// Off is a box on screen the label keeps off, x0, y0, x1, y1 pixels
	// (zero: none): his figure, for the ghost's name.
	Off [4]float32
}

// Labels returns the stage's texts the camera sees this frame (once he is
// past a text it is done with), and for a moment after a cut, CUT! where
// it happened.
func (s *Scene) Labels() []Label {
	s.labels = s.labels[:0]
	if s.cutAge < cutMarkTicks {
		at := s.place(s.cutAt.Add(maths.V3(0, 0.35+0.01*float32(s.cutAge), 0)))
		if x, y, ok := s.cam.Project(at, s.width, s.height); ok {
			s.labels = append(s.labels, Label{Index: len(s.stage.labels), Text: s.view.Lang.Text(lang.Cut), X: x, Y: y, Size: 0.7})
		}
	}
	for i := range s.stage.labels {
		lb := &s.stage.labels[i]
		if -lb.at.Z < s.view.Run.Runner.S-0.5 { // world.Pos puts s at -Z
			continue
		}
		at := s.place(lb.at)
		depth := s.cam.Depth(at)
		if depth < 1 || depth > labelDistance {
			continue
		}
		if x, y, ok := s.cam.Project(at, s.width, s.height); ok {
			s.labels = append(s.labels, Label{Index: i, Text: lb.text, X: x, Y: y, Size: min(1.6, 9/depth)})
		}
	}
	// The ghost's name over its head (YOUR BEST, or the player whose
	// best of the day he races), while it runs on the track ahead of
	// the camera.
	if g := s.view.Ghost; g != nil && g.Runner.Y > -0.2 {
		at := s.place(g.Body.Head.Add(maths.V3(ghostShift(s.view), 0.55, 0)))
		if depth := s.cam.Depth(at); depth > 1 && depth < labelDistance {
			if x, y, ok := s.cam.Project(at, s.width, s.height); ok {
				off, _ := s.figureBox(&s.view.Run.Body)
				name := cmp.Or(s.view.GhostName, s.view.Lang.Text(lang.GhostName))
				s.labels = append(s.labels, Label{len(s.stage.labels) + 1, name, x, y, min(0.7, 4/depth), off})
			}
		}
	}
	return s.labels
}

// figureBox returns where the figure posed p stands on screen: round his
// head (with room for a hat), hands and feet, a little wider; ok false
// (and no box) where the camera does not see all of it.
func (s *Scene) figureBox(p *world.Pose) (box [4]float32, ok bool) {
	box = [4]float32{1e9, 1e9, -1e9, -1e9}
	for _, pt := range [...]maths.Vec3{p.Head.Add(maths.V3(0, 0.45, 0)), p.Feet[0], p.Feet[1], p.Hand[0], p.Hand[1], p.Pelvis} {
		x, y, seen := s.cam.Project(s.place(pt), s.width, s.height)
		if !seen {
			return [4]float32{}, false
		}
		box = [4]float32{min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)}
	}
	pad := (box[3] - box[1]) * 0.15
	return [4]float32{box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad}, true
}

// labelDistance is how far off (metres) a gate's text can still be read.
const labelDistance = 45

// Stats returns what the renderer drew of the last frame.
func (s *Scene) Stats() camera.Stats { return s.renderer.Stats() }
