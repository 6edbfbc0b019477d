package game

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ropeman/assets"
	"ropeman/assets/bounds/boundstest"
	"ropeman/camera"
	"ropeman/game/flow"
	"ropeman/game/rules"
	"ropeman/game/world"
	"ropeman/player"
	"ropeman/rope"
)

// runFinite plays level 1 for 600 ticks with g's tuning, steering and
// jumping at random, and fails if any state the game keeps (runner, rope,
// camera) is ever not finite.
func runFinite(t *testing.T, g *Game, s *flow.Session, seed int64, what string) {
	t.Helper()
	l, err := flow.ParseLevel(1)
	if err != nil {
		t.Fatal(err)
	}
	rules, rp, trail := runTables(allTuningTables(g, s))
	w := world.New(l, world.Rules{Tuning: *rules.player, Yarn: *rules.yarn}, uint64(seed))
	w.AttachRope(*rp, *trail)
	rng := rand.New(rand.NewSource(seed))
	follow := camera.Follow{Params: *g.scene.CameraTuning()}
	follow.Reset(world.Pos(0, 0, 0))
	for tick := 0; tick < 600; tick++ {
		in := player.Input{Steer: rng.Intn(3) > 0, SteerX: rng.Float32()*12 - 6, Jump: rng.Intn(20) == 0}
		w.Step(in)
		r := &w.Runner
		cam := follow.Update(world.Pos(r.X, max(r.Y, -1.5), r.S), world.Pos(r.VX, 0, r.Speed), 1.0/player.TickRate)
		vals := []float32{r.X, r.Y, r.S, r.VX, r.VY, r.Speed, cam.Eye.X, cam.Eye.Y, cam.Eye.Z, cam.Target.X, cam.Target.Y, cam.Target.Z}
		for _, p := range w.Rope().Positions() {
			vals = append(vals, p.X, p.Y, p.Z)
		}
		for _, v := range vals {
			if v-v != 0 {
				t.Fatalf("%s: tick %d: a state value is %v\nplayer %+v\nyarn %+v\nrope %+v\ntrail %+v\ncamera %+v", what, tick, v, *rules.player, *rules.yarn, *rp, *trail, follow.Params)
			}
		}
		if w.Over() {
			break
		}
	}
}

// runRules are the tables of a run's rules.
type runRules struct {
	player *player.Tuning
	yarn   *world.YarnTuning
}

// runTables picks the tables a run is made of out of the loaded tables.
func runTables(tables map[string]rules.Validator) (runRules, *rope.Params, *world.TrailTuning) {
	return runRules{tables["player"].(*player.Tuning), tables["yarn"].(*world.YarnTuning)},
		tables["rope"].(*rope.Params), tables["trail"].(*world.TrailTuning)
}

// Any tuning that passes validation keeps the game finite: each table's
// numbers wander to random valid values, often the very edges of their
// ranges (found by bisection against Validate, not copied here).
func TestValidTuningsKeepTheGameFinite(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 30
	}
	for seed := int64(0); seed < int64(n); seed++ {
		var g Game
		s := new(flow.Session)
		tables := allTuningTables(&g, s)
		if err := rules.LoadTuning(tables); err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewSource(seed))
		rules, rp, trail := runTables(tables)
		boundstest.Wander(rules.player, rng)
		boundstest.Wander(rules.yarn, rng)
		boundstest.Wander(rp, rng)
		boundstest.Wander(trail, rng)
		boundstest.Wander(g.scene.CameraTuning(), rng)
		runFinite(t, &g, s, seed, "wandered tuning")
	}
}

// The values that used to pass validation and turn the run into NaN.
func TestHugeTuningValuesAreRefused(t *testing.T) {
	for _, c := range []struct{ table, field, value string }{
		{"player", "gravity", "1e30"}, {"player", "startSpeed", "1e30"}, {"player", "maxSpeed", "1e30"},
		{"player", "jumpSpeed", "1e30"}, {"player", "maxSteerSpeed", "1e30"}, {"player", "speedRamp", "1e30"},
		{"camera", "maxSpeed", "1e30"}, {"camera", "far", "1e30"}, {"rope", "damping", "1e30"},
	} {
		data := withValue(t, c.table, c.field, c.value)
		var g Game
		err := decodeAll(&g, new(flow.Session), data)
		if err == nil || !strings.Contains(err.Error(), c.field) {
			t.Errorf("%s.%s = %s: error %v, want one naming the field", c.table, c.field, c.value, err)
		}
	}
	var g Game
	extra := []byte(strings.Replace(string(shippedTuning(t)), "{", `{"plaer": {"gravity": 3},`, 1))
	if err := decodeAll(&g, new(flow.Session), extra); err == nil || !strings.Contains(err.Error(), `unknown table "plaer"`) {
		t.Errorf("a misspelt table: %v", err)
	}
}

func shippedTuning(t testing.TB) []byte {
	data, err := os.ReadFile(filepath.Join("..", "assets", assets.TuningFile))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// withValue is the shipped tuning with table.field set to value.
func withValue(t *testing.T, table, field, value string) []byte {
	var tables map[string]map[string]json.RawMessage
	if err := json.Unmarshal(shippedTuning(t), &tables); err != nil {
		t.Fatal(err)
	}
	tables[table][field] = json.RawMessage(value)
	data, _ := json.Marshal(tables)
	return data
}

// decodeAll loads every table of data into g and s and validates it.
func decodeAll(g *Game, s *flow.Session, data []byte) error {
	for name, v := range allTuningTables(g, s) {
		if err := assets.DecodeTuning(data, name, v); err != nil {
			return err
		}
		if err := v.Validate(); err != nil {
			return err
		}
	}
	return nil
}

// FuzzTuning: go test -fuzz FuzzTuning ./game. Whatever the file holds,
// loading it never panics, and a file that loads keeps the game finite.
func FuzzTuning(f *testing.F) {
	shipped := shippedTuning(f)
	f.Add(shipped)
	f.Add(bytes.Replace(shipped, []byte(`"gravity": 22`), []byte(`"gravity": 99.9`), 1))
	f.Add(bytes.Replace(shipped, []byte(`"substeps": 4`), []byte(`"substeps": 64`), 1))
	f.Add([]byte(`{"player": {"gravity": 1e30}}`))
	f.Add([]byte(`{"player": {}} {}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var g Game
		s := new(flow.Session)
		if decodeAll(&g, s, data) != nil {
			return
		}
		runFinite(t, &g, s, 1, "fuzzed tuning")
	})
}
